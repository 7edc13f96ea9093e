import { availableParallelism } from 'node:os';

/**
 * Jest in native ESM: ts-jest transpiles, ts-jest-resolver maps ./x.js imports to ./x.ts.
 *
 * Workers: jest's default (one per CPU but one) is never below two. One worker spends much of its time waiting on
 * child processes (hooks, sandboxes, the bundled CLI, Chromium): on 2 CPUs it kept 0.7 of them busy, and a second
 * worker fills those waits. Measured on a shared 2-CPU machine: 1 worker 436 s, 2 workers 257 s, 3 workers 316 s. test/sequencer.mjs starts the slowest
 * files first (test/durations.json), so no worker is left with a long file at the end.
 */
export default {
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testSequencer: '<rootDir>/test/sequencer.mjs',
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testTimeout: 60000,
  watchman: false,
};
