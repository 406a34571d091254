/**
 * Jest for the owner portal's helpers and components (copied from the marketplace) (STACK.md's traps handled here):
 * - react-router 8 (and its @remix-run / cookie-es / turbo-stream helpers) is ESM-only and uses
 *   `import.meta`: Babel transpiles it, with a tiny plugin rewriting `import.meta`;
 * - the Babel rule comes before Nx's asset rule (which would otherwise catch `.mjs`);
 * - the custom environment gives jsdom Node's web globals (fetch, Request, streams, …) but not
 *   MessageChannel, and the stubs embla needs;
 * - the resolver gives DOM tests styled-components' browser build, node tests its server build.
 * Loader tests run in the node environment (docblock `@jest-environment node`).
 */
const esmPackages = ['react-router', '@react-router', '@remix-run', 'cookie-es', 'turbo-stream', 'set-cookie-parser'];

module.exports = {
  displayName: 'owner-portal',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest/environment.cjs',
  resolver: '<rootDir>/jest/resolver.cjs',
  setupFilesAfterEnv: ['<rootDir>/app/test/setup.ts'],
  // Form tests type into many fields; on a shared 2-core machine 5 s is not enough.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/app/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(c|m)?[tj]sx?$': [
      'babel-jest',
      {
        presets: [['@nx/react/babel', { runtime: 'automatic' }]],
        plugins: [require.resolve('./jest/babel-import-meta.cjs')],
      },
    ],
    '^(?!.*\\.(c|m)?[tj]sx?$)': '@nx/react/plugins/jest',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  coverageDirectory: '../../coverage/apps/owner-portal',
};
