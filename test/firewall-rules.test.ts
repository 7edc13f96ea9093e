import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { AllowList, AllowRuleError, parseAllowRule } from '../src/firewall/rules.js';
import { ALLOWLIST_DATA, RuleSets, recommendedRules } from '../src/firewall/rule-sets.js';

const list = (...rules: string[]): AllowList => AllowList.parse(rules);

describe('cloud-environment §5.2 documented examples (S2)', () => {
  const domain = list('packages.contoso.corp');
  const url = list('https://packages.contoso.corp/project-1/');

  it.each(['packages.contoso.corp', 'prod.packages.contoso.corp'])(
    'domain rule packages.contoso.corp allows %s (DNS and any URL)',
    (host) => {
      expect(domain.allowsName(host)).toBe(true);
      expect(domain.allowsUrl(`https://${host}/any/path?q=1`)).toBe(true);
      expect(domain.allowsUrl(`http://${host}:8080/`)).toBe(true);
      expect(domain.allowsUrl(`ftp://${host}/file`)).toBe(true);
    },
  );

  it('domain rule packages.contoso.corp blocks artifacts.contoso.corp', () => {
    expect(domain.allowsName('artifacts.contoso.corp')).toBe(false);
    expect(domain.allowsUrl('https://artifacts.contoso.corp/')).toBe(false);
  });

  it.each([
    'https://packages.contoso.corp/project-1/',
    'https://packages.contoso.corp/project-1/tags/latest',
  ])('URL rule https://packages.contoso.corp/project-1/ allows %s', (target) => {
    expect(url.allowsUrl(target)).toBe(true);
  });

  it.each([
    'https://packages.contoso.corp/project-2',
    'ftp://packages.contoso.corp',
    'https://artifacts.contoso.corp',
  ])('URL rule https://packages.contoso.corp/project-1/ blocks %s', (target) => {
    expect(url.allowsUrl(target)).toBe(false);
  });

  it('a URL rule makes its host resolvable (DNS step by host part) but not other hosts', () => {
    expect(url.allowsName('packages.contoso.corp')).toBe(true);
    expect(url.allowsName('prod.packages.contoso.corp')).toBe(false);
    expect(url.accessTo('packages.contoso.corp')).toBe('inspect');
    expect(domain.accessTo('prod.packages.contoso.corp')).toBe('opaque');
    expect(domain.accessTo('artifacts.contoso.corp')).toBe('none');
  });
});

describe('cloud-environment §5.2 rule forms and edge cases', () => {
  it('wildcard *.docker.io: subdomains, never the apex or a look-alike', () => {
    const rules = list('*.docker.io');
    expect(rules.allowsName('registry-1.docker.io')).toBe(true);
    expect(rules.allowsName('a.b.docker.io')).toBe(true);
    expect(rules.allowsName('docker.io')).toBe(false);
    expect(rules.allowsName('evildocker.io')).toBe(false);
    expect(rules.allowsUrl('https://docker.io/')).toBe(false);
    expect(rules.allowsUrl('https://auth.docker.io:8443/token')).toBe(true);
  });

  it('IP rule: that literal only, in any spelling the URL parser normalises', () => {
    const rules = list('168.63.129.16');
    expect(rules.allowsUrl('http://168.63.129.16/metadata')).toBe(true);
    expect(rules.allowsUrl('http://168.63.129.17/')).toBe(false);
    expect(rules.allowsUrl('http://0xa8.63.129.16/')).toBe(true);
    expect(rules.allowsName('129.16')).toBe(false);
  });

  it('IPv6 literal rule, with or without brackets, matches the compressed form', () => {
    for (const rule of ['2001:db8::1', '[2001:DB8:0::1]']) {
      const rules = list(rule);
      expect(rules.allowsUrl('http://[2001:db8::1]:8080/x')).toBe(true);
      expect(rules.allowsUrl('https://[2001:0db8:0000::0001]/')).toBe(true);
      expect(rules.allowsUrl('https://[2001:db8::2]/')).toBe(false);
    }
    expect(list('https://[2001:db8::1]/api/').allowsUrl('https://[2001:db8::1]/api/v1')).toBe(true);
  });

  it('URL rule ports: the rule port, else the scheme default', () => {
    const plain = list('https://example.com/');
    expect(plain.allowsUrl('https://example.com:443/x')).toBe(true);
    expect(plain.allowsUrl('https://example.com:8443/x')).toBe(false);
    expect(plain.allowsUrl('http://example.com/x')).toBe(false);
    const ported = list('https://example.com:8443/');
    expect(ported.allowsUrl('https://example.com:8443/x')).toBe(true);
    expect(ported.allowsUrl('https://example.com/x')).toBe(false);
  });

  it('a URL rule without a path allows every path', () => {
    const rules = list('https://github.githubassets.com');
    expect(rules.allowsUrl('https://github.githubassets.com/assets/x.js')).toBe(true);
    expect(rules.allowsUrl('https://github.githubassets.com')).toBe(true);
  });

  it('trailing slash: /p and /p/ both allow /p, /p/ and below, never /px', () => {
    for (const rule of ['https://h.example/p', 'https://h.example/p/']) {
      const rules = list(rule);
      expect(rules.allowsUrl('https://h.example/p')).toBe(true);
      expect(rules.allowsUrl('https://h.example/p/')).toBe(true);
      expect(rules.allowsUrl('https://h.example/p/x/y')).toBe(true);
      expect(rules.allowsUrl('https://h.example/px')).toBe(false);
      expect(rules.allowsUrl('https://h.example/')).toBe(false);
    }
  });

  it('dot-segments are resolved before matching; encoded slashes never climb out of a prefix', () => {
    const rules = list('https://packages.contoso.corp/project-1/');
    expect(rules.allowsUrl('https://packages.contoso.corp/project-1/../project-2/')).toBe(false);
    expect(rules.allowsUrl('https://packages.contoso.corp/project-1/%2e%2e/project-2')).toBe(false);
    expect(rules.allowsUrl('https://packages.contoso.corp/project-2/../project-1/x')).toBe(true);
    expect(rules.allowsUrl('https://packages.contoso.corp/project-1/..%2Fproject-2')).toBe(false);
    expect(rules.allowsUrl('https://packages.contoso.corp/project-1/..%5Cproject-2')).toBe(false);
    expect(rules.allowsUrl('https://packages.contoso.corp/project%2D1/x')).toBe(true);
    expect(list('https://h.example/a/../b/').allowsUrl('https://h.example/b/c')).toBe(true);
  });

  it('query and fragment are ignored; hosts are case-insensitive and lose a trailing dot', () => {
    const rules = list('https://packages.contoso.corp/project-1/');
    expect(rules.allowsUrl('https://packages.contoso.corp/project-1/?a=b#c')).toBe(true);
    expect(rules.allowsUrl('https://packages.contoso.corp/project-2?next=/project-1/')).toBe(false);
    expect(rules.allowsUrl('HTTPS://Packages.Contoso.CORP./project-1/x')).toBe(true);
    expect(list('Packages.Contoso.Corp.').allowsName('PROD.packages.contoso.corp.')).toBe(true);
  });

  it('host + path rule (S3 form): http or https, exact host, default ports, path prefix', () => {
    const rules = list('uploads.github.com/copilot/chat/attachments/');
    expect(rules.allowsUrl('https://uploads.github.com/copilot/chat/attachments/1')).toBe(true);
    expect(rules.allowsUrl('http://uploads.github.com/copilot/chat/attachments/')).toBe(true);
    expect(rules.allowsUrl('https://uploads.github.com/repos/x')).toBe(false);
    expect(rules.allowsUrl('https://uploads.github.com:8443/copilot/chat/attachments/1')).toBe(false);
    expect(rules.allowsUrl('wss://uploads.github.com/copilot/chat/attachments/1')).toBe(false);
    expect(rules.allowsUrl('https://x.uploads.github.com/copilot/chat/attachments/1')).toBe(false);
    expect(rules.allowsName('uploads.github.com')).toBe(true);
  });

  it('wildcard URL host https://*.githubcopilot.com/: any subdomain over https, not the apex', () => {
    const rules = list('https://*.githubcopilot.com/');
    expect(rules.allowsUrl('https://api.githubcopilot.com/chat/completions')).toBe(true);
    expect(rules.allowsUrl('https://api.individual.githubcopilot.com/')).toBe(true);
    expect(rules.allowsUrl('https://githubcopilot.com/')).toBe(false);
    expect(rules.allowsUrl('http://api.githubcopilot.com/')).toBe(false);
    expect(rules.allowsName('api.githubcopilot.com')).toBe(true);
    expect(rules.allowsName('githubcopilot.com')).toBe(false);
  });

  it('tcp:// URLs (other TCP) match domain, wildcard and IP rules only', () => {
    expect(list('git.example.com').allowsUrl('tcp://git.example.com:22')).toBe(true);
    expect(list('https://git.example.com/').allowsUrl('tcp://git.example.com:443')).toBe(false);
  });

  it.each([
    '',
    '   ',
    'http://',
    'foo bar',
    'a..b',
    'https://user@h.example/',
    '*.1.2.3.4',
    'h.example:99999/x',
    '1.2.3.4.5',
  ])('rejects the malformed rule %j with AllowRuleError', (rule) => {
    expect(() => parseAllowRule(rule)).toThrow(AllowRuleError);
  });

  it('parses each form into its kind', () => {
    expect(parseAllowRule('packages.contoso.corp').kind).toBe('domain');
    expect(parseAllowRule('*.docker.io')).toMatchObject({
      kind: 'wildcard',
      host: 'docker.io',
      wildcard: true,
    });
    expect(parseAllowRule('168.63.129.16').kind).toBe('ip');
    expect(parseAllowRule('https://packages.contoso.corp/project-1/')).toMatchObject({
      kind: 'url',
      scheme: 'https',
      path: '/project-1/',
    });
    expect(parseAllowRule('storage.googleapis.com/pub-packages/')).toMatchObject({
      kind: 'host-path',
      path: '/pub-packages/',
    });
    expect(parseAllowRule('Bücher.example').host).toBe('xn--bcher-kva.example');
  });
});

describe('cloud-environment §5.3 rule sets in force', () => {
  it('ships the S3 data: 216 recommended rules and the always-allowed Copilot URLs, as the file in sandbox/ holds them', () => {
    expect(recommendedRules()).toHaveLength(216);
    const shipped: unknown = JSON.parse(readFileSync('sandbox/recommended-allowlist.json', 'utf8'));
    expect(ALLOWLIST_DATA).toEqual(shipped);
    expect(ALLOWLIST_DATA.alwaysAllowed).toEqual(
      expect.arrayContaining([
        'https://github.com/',
        'https://api.github.com/',
        'https://uploads.github.com/',
      ]),
    );
    // Every shipped rule parses.
    expect(() => AllowList.parse([...ALLOWLIST_DATA.alwaysAllowed, ...recommendedRules()])).not.toThrow();
  });

  it('always-allowed rules hold even with recommended off; recommended is on by default', () => {
    const minimal = RuleSets.create({ surface: 'cloud', recommended: false });
    expect(minimal.allowsUrl('https://api.github.com/repos/o/r/pulls')).toBe(true);
    expect(minimal.allowsUrl('https://github.com/o/r.git/info/refs')).toBe(true);
    expect(minimal.allowsUrl('https://registry.npmjs.org/left-pad')).toBe(false);
    expect(minimal.allowsName('registry.npmjs.org')).toBe(false);
    const standard = RuleSets.create({ surface: 'cloud' });
    expect(standard.allowsUrl('https://registry.npmjs.org/left-pad')).toBe(true);
    expect(standard.allowsName('registry-1.docker.io')).toBe(true);
  });

  it('a resolvable host still gets an http block outside its URL rules (S9 shape)', () => {
    const standard = RuleSets.create({ surface: 'cloud' });
    expect(standard.allowsName('storage.googleapis.com')).toBe(true);
    expect(standard.allowsUrl('https://storage.googleapis.com/pub-packages/packages/x.tar.gz')).toBe(true);
    expect(standard.allowsUrl('https://storage.googleapis.com/some-bucket/x')).toBe(false);
    expect(standard.accessTo('storage.googleapis.com')).toBe('inspect');
  });

  it('custom rules are a union with the others; loopback is always allowed', () => {
    const sets = RuleSets.create({ surface: 'cloud', recommended: false, allow: ['hooks.example.com'] });
    expect(sets.allowsUrl('https://hooks.example.com/copilot')).toBe(true);
    expect(sets.allowsUrl('https://api.github.com/')).toBe(true);
    expect(sets.allowsUrl('http://localhost:8080/x')).toBe(true);
    expect(sets.allowsUrl('http://127.0.0.5/')).toBe(true);
    expect(sets.allowsUrl('http://[::1]/')).toBe(true);
    expect(sets.allowsName('localhost')).toBe(true);
    expect(sets.allowsName('evil.example.com')).toBe(false);
  });

  it('a bad custom rule fails the whole set with AllowRuleError naming the rule', () => {
    expect(() => RuleSets.create({ surface: 'cloud', allow: ['ok.example', 'not a host'] })).toThrow(
      "Invalid allow-list rule 'not a host'",
    );
  });

  it('runtime-behaviour §1.1: the cli surface has no allow-list', () => {
    const cli = RuleSets.create({ surface: 'cli', recommended: false });
    expect(cli.allowsName('evil.example.com')).toBe(true);
    expect(cli.allowsUrl('https://evil.example.com/x')).toBe(true);
    expect(cli.accessTo('evil.example.com')).toBe('opaque');
  });
});
