/** The load-time URL rules of HTTP hooks: every row of runtime-behaviour.md §12's table (R075-R078). */
import { describe, expect, it } from '@jest/globals';
import { httpUrlLoadProblem, isLoopbackHost, readHttpSwitches } from '../src/runners/http-url.js';
import { PROFILES } from '../src/profiles.js';

const none = readHttpSwitches({});
const localhost = readHttpSwitches({ COPILOT_HOOK_ALLOW_LOCALHOST: '1' });
const authHooks = readHttpSwitches({ COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS: '1' });
const AUTH_TEXT =
  /^Authorization-affecting HTTP hooks \(preToolUse, preMcpToolCall, permissionRequest\) must use https:\/\//;

describe('httpUrlLoadProblem under httpUrlRules=observed (cloud)', () => {
  const p = PROFILES.cloud;
  it('https loads on every event; other schemes are dropped (R075)', () => {
    expect(httpUrlLoadProblem('preToolUse', 'https://hooks.example.com/x', true, p, none)).toBeUndefined();
    expect(httpUrlLoadProblem('postToolUse', 'ftp://hooks.example.com/x', false, p, none)).toMatch(
      /must use http: or https:/,
    );
  });
  it('http:// on preToolUse/permissionRequest/preMcpToolCall is dropped unless a switch allows it (R077, R187)', () => {
    for (const event of ['preToolUse', 'permissionRequest', 'preMcpToolCall'] as const) {
      expect(httpUrlLoadProblem(event, 'http://hooks.example.com/', false, p, none)).toMatch(AUTH_TEXT);
    }
    expect(
      httpUrlLoadProblem('preToolUse', 'http://hooks.example.com/', false, p, authHooks),
    ).toBeUndefined();
    expect(httpUrlLoadProblem('preToolUse', 'http://127.0.0.1:8080/', false, p, localhost)).toBeUndefined();
    expect(httpUrlLoadProblem('preToolUse', 'http://hooks.example.com/', false, p, localhost)).toMatch(
      AUTH_TEXT,
    );
  });
  it('http:// with allowedEnvVars is dropped unless loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (R078)', () => {
    expect(httpUrlLoadProblem('postToolUse', 'http://hooks.example.com/', true, p, none)).toBe(
      'HTTP hooks with allowedEnvVars must use https:// to prevent credential exposure (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)',
    );
    expect(httpUrlLoadProblem('postToolUse', 'http://localhost:9/', true, p, localhost)).toBeUndefined();
    expect(httpUrlLoadProblem('preToolUse', 'http://hooks.example.com/', true, p, authHooks)).toMatch(
      /allowedEnvVars/,
    );
  });
  it('http:// on other events loads, loopback or not (the request-time guard decides)', () => {
    expect(httpUrlLoadProblem('postToolUse', 'http://hooks.example.com/', false, p, none)).toBeUndefined();
    expect(httpUrlLoadProblem('postToolUse', 'http://127.0.0.1/', false, p, none)).toBeUndefined();
  });
});

describe('httpUrlLoadProblem under httpUrlRules=documented (cloud-docs)', () => {
  const p = PROFILES['cloud-docs'];
  it('http:// on authorization events and with allowedEnvVars is always dropped', () => {
    expect(httpUrlLoadProblem('preToolUse', 'http://127.0.0.1/', false, p, localhost)).toMatch(AUTH_TEXT);
    expect(httpUrlLoadProblem('preToolUse', 'http://hooks.example.com/', false, p, authHooks)).toMatch(
      AUTH_TEXT,
    );
    expect(httpUrlLoadProblem('postToolUse', 'http://localhost/', true, p, localhost)).toMatch(
      /allowedEnvVars must use https/,
    );
  });
  it('http:// loopback loads only with COPILOT_HOOK_ALLOW_LOCALHOST=1; other hosts are dropped (R076)', () => {
    expect(httpUrlLoadProblem('postToolUse', 'http://localhost:3000/', false, p, localhost)).toBeUndefined();
    expect(httpUrlLoadProblem('postToolUse', 'http://localhost:3000/', false, p, none)).toBe(
      'HTTP hook url http:// is only allowed for loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (got http://localhost:3000/)',
    );
    expect(httpUrlLoadProblem('postToolUse', 'http://hooks.example.com/', false, p, localhost)).toBe(
      'HTTP hook url must use https:// (got http://hooks.example.com/)',
    );
  });
});

describe('loopback as the docs define it: localhost, 127.*, [::1]', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.9.8.7', true],
    ['[::1]', true],
    ['127.evil.example', false],
    ['10.0.0.1', false],
    ['example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
  it('switches are on only for exactly "1"', () => {
    expect(readHttpSwitches({ COPILOT_HOOK_ALLOW_LOCALHOST: 'true' }).allowLocalhost).toBe(false);
  });
});
