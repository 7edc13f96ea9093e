import { isIP } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { ipVersion } from '../src/ip-version.js';

// Texts a firewall, a relay header or an HTTP hook's URL can carry: names, every address form Node accepts, and
// near misses of both.
const TEXTS = [
  '',
  'github.com',
  'api.github.com.',
  'localhost',
  '1.2.3.4',
  '255.255.255.255',
  '256.1.1.1',
  '01.2.3.4',
  '1.2.3',
  '1.2.3.4.',
  '1..2.3',
  '0x7f.0.0.1',
  '127.1',
  '::',
  '::1',
  '[::1]',
  '::ffff:1.2.3.4',
  'fe80::1%eth0',
  'fe80::1%25eth0',
  '2001:db8::',
  '2001:db8:0:0:0:0:0:1',
  '2001:db8:0:0:0:0:0:0:1',
  'a:b',
  'host:443',
  ':::',
  '1.2.3.4:80',
  ' 1.2.3.4',
  '1.2.3.4 ',
  '١.٢.٣.٤',
];

describe('ipVersion answers as net.isIP does', () => {
  it.each(TEXTS)('%j', (text) => {
    expect(ipVersion(text)).toBe(isIP(text));
  });

  it('over generated texts of digits, dots, colons, hex letters and a percent sign', () => {
    const alphabet = '0123456789.:abcdef%x';
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: 1 + next(16) }, () => alphabet[next(alphabet.length)]).join('');
      if (ipVersion(text) !== isIP(text))
        throw new Error(`${JSON.stringify(text)}: ${ipVersion(text)} vs ${isIP(text)}`);
    }
    // The fixed texts above hold every answer, so agreement is not only on names.
    const seen = new Set(TEXTS.map(isIP));
    expect([...seen].sort()).toEqual([0, 4, 6]);
  });
});
