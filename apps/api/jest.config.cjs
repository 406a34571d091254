// API tests: Fastify `inject` on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set.
// @swc/jest (not ts-jest) because kysely and cookie 2 are ESM-only packages that must be
// transpiled too (STACK.md).
const esmPackages = [
  'kysely',
  'cookie',
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  'jose',
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
].join('|');

module.exports = {
  displayName: 'api',
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
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // Database suites create a fresh PGlite (~1.5 s) or a PostgreSQL schema per file.
  testTimeout: 30000,
  maxWorkers: 2,
};
