// Sandbox tests: Fastify `inject`, no network. @swc/jest like apps/api (STACK.md); `cookie` 2
// (loaded by Fastify's inject through light-my-request) is ESM-only, so it is transformed too.
const esmPackages = ['cookie'].join('|');

module.exports = {
  displayName: 'bank-sandbox',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[tj]s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages})/)(?!.*/node_modules/(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // sharp renders the logos on first use (~100 ms each on 2 cores).
  testTimeout: 30000,
};
