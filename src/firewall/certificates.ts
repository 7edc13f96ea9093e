/**
 * The per-run certificate authority for TLS interception (spec/cloud-environment.md §5.2 point 3): one ECDSA
 * P-256 CA per run, one leaf per intercepted host (cached), all valid for a week at most. The CA key never
 * leaves this process; the sandbox trusts only the certificate.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { SecureContext } from 'node:tls';
import {
  derBitString,
  derContext,
  derOctetString,
  derOid,
  derSequence,
  derSet,
  derSmallInteger,
  derTime,
  derTrue,
  derUnsignedInteger,
  derUtf8,
} from './der.js';
import { ipVersion } from '../ip-version.js';
import { lazyTls } from '../lazy-builtin.js';

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

const HOUR_MS = 3600_000;
const VALIDITY_MS = 7 * 24 * HOUR_MS;
const LEAF_CACHE_SIZE = 256;

interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

interface CertificateFields {
  subject: Buffer;
  issuer: Buffer;
  publicKey: KeyObject;
  signingKey: KeyObject;
  authorityKeyId: Buffer;
  extensions: Buffer[];
}

function encodeName(commonName: string, organization?: string): Buffer {
  const rdns = [derSet(derSequence(derOid(OID.commonName), derUtf8(commonName)))];
  if (organization) rdns.unshift(derSet(derSequence(derOid(OID.organization), derUtf8(organization))));
  return derSequence(...rdns);
}

function encodeExtension(oid: string, critical: boolean, value: Buffer): Buffer {
  return derSequence(derOid(oid), ...(critical ? [derTrue()] : []), derOctetString(value));
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (the SPKI tail after its fixed P-256 header). */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  // For P-256 the BIT STRING holds the last 65 bytes (uncompressed point).
  return createHash('sha1')
    .update(spki.subarray(spki.length - 65))
    .digest();
}

function buildCertificate(fields: CertificateFields, now: number): string {
  const signatureAlgorithm = derSequence(derOid(OID.ecdsaWithSha256));
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tbs = derSequence(
    derContext(0, derSmallInteger(2), true),
    derUnsignedInteger(serial),
    signatureAlgorithm,
    fields.issuer,
    derSequence(derTime(new Date(now - HOUR_MS)), derTime(new Date(now + VALIDITY_MS))),
    fields.subject,
    fields.publicKey.export({ type: 'spki', format: 'der' }),
    derContext(
      3,
      derSequence(
        ...fields.extensions,
        encodeExtension(OID.subjectKeyIdentifier, false, derOctetString(keyIdentifier(fields.publicKey))),
        encodeExtension(
          OID.authorityKeyIdentifier,
          false,
          derSequence(derContext(0, fields.authorityKeyId, false)),
        ),
      ),
      true,
    ),
  );
  const signature = sign('sha256', tbs, fields.signingKey);
  const der = derSequence(tbs, signatureAlgorithm, derBitString(signature));
  const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}

/** The subjectAltName entry of a host: dNSName, or iPAddress for a literal. */
function encodeAltName(host: string): Buffer {
  if (ipVersion(host) === 4) return derContext(7, Buffer.from(host.split('.').map(Number)), false);
  if (ipVersion(host) === 6) {
    const url = new URL(`http://[${host}]/`).hostname.slice(1, -1);
    const [head = '', tail = ''] = url.split('::');
    const headParts = head === '' ? [] : head.split(':');
    const tailParts = tail === '' ? [] : tail.split(':');
    const groups = url.includes('::')
      ? [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
      : headParts;
    const bytes = Buffer.alloc(16);
    groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
    return derContext(7, bytes, false);
  }
  return derContext(2, Buffer.from(host, 'ascii'), false);
}

let runAuthority: Promise<CertificateAuthority> | undefined;

/** The per-run CA: its certificate for the sandbox trust store, and leaf TLS contexts per host. */
export class CertificateAuthority {
  private readonly leaves = new Map<string, SecureContext>();
  private leafKeyPem?: string;

  private constructor(
    private readonly ca: KeyPair,
    private readonly leafKey: KeyPair,
    /** The CA's subject, which every leaf names as its issuer byte for byte. */
    private readonly caName: Buffer,
    /** PEM of the CA certificate. */
    readonly certPem: string,
  ) {}

  /**
   * The CA of this run (this process): made on first use and shared by every session's firewall, so a
   * session start costs no key generation and a host's leaf context is issued once a run.
   */
  static forRun(): Promise<CertificateAuthority> {
    runAuthority ??= CertificateAuthority.create();
    runAuthority.catch(() => (runAuthority = undefined));
    return runAuthority;
  }

  /** Generate a fresh CA (and the one leaf key all leaves of this run share). */
  static async create(now = Date.now()): Promise<CertificateAuthority> {
    // Synchronously (0.05 ms a key here): through the thread pool each key waited its turn on the main thread,
    // and the first sandbox waits for the CA's certificate.
    const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const leafKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const name = encodeName(`hooksim egress CA ${randomBytes(4).toString('hex')}`, 'hooksim');
    const certPem = buildCertificate(
      {
        subject: name,
        issuer: name,
        publicKey: ca.publicKey,
        signingKey: ca.privateKey,
        authorityKeyId: keyIdentifier(ca.publicKey),
        extensions: [
          encodeExtension(OID.basicConstraints, true, derSequence(derTrue(), derSmallInteger(0))),
          // digitalSignature, keyCertSign, cRLSign: bits 0, 5, 6 -> 1000 0110, one unused bit.
          encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x86]), 1)),
        ],
      },
      now,
    );
    return new CertificateAuthority(ca, leafKey, name, certPem);
  }

  /** PEM of a leaf certificate for one host (a canonical host name or IP literal), signed by this CA. */
  issueLeafPem(host: string, now = Date.now()): string {
    return buildCertificate(
      {
        subject: encodeName(host),
        issuer: this.caName,
        publicKey: this.leafKey.publicKey,
        signingKey: this.ca.privateKey,
        authorityKeyId: keyIdentifier(this.ca.publicKey),
        extensions: [
          encodeExtension(OID.basicConstraints, true, derSequence()),
          // digitalSignature only: bit 0 -> 1000 0000, seven unused bits.
          encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x80]), 7)),
          encodeExtension(OID.extKeyUsage, false, derSequence(derOid(OID.serverAuth))),
          encodeExtension(OID.subjectAltName, false, derSequence(encodeAltName(host))),
        ],
      },
      now,
    );
  }

  /** The TLS server context for a host, issued on first use and cached (least recently used dropped). */
  contextFor(host: string): SecureContext {
    const cached = this.leaves.get(host);
    if (cached) {
      this.leaves.delete(host);
      this.leaves.set(host, cached);
      return cached;
    }
    const context = lazyTls().createSecureContext({
      key: (this.leafKeyPem ??= this.leafKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      cert: this.issueLeafPem(host),
    });
    this.leaves.set(host, context);
    if (this.leaves.size > LEAF_CACHE_SIZE) {
      const oldest = this.leaves.keys().next().value;
      if (oldest !== undefined) this.leaves.delete(oldest);
    }
    return context;
  }
}
