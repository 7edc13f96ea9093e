/** Jest in native ESM: ts-jest transpiles, ts-jest-resolver maps ./x.js imports to ./x.ts. */
export default {
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testTimeout: 60000,
  watchman: false,
};
