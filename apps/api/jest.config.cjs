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
  // pg-boss (the job queue) and its ES-module dependencies
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
  // p-limit (the image-processing queue) and its dependency
  'p-limit',
  'yocto-queue',
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
  // `*.postgres.spec.ts`: several API processes on one database (issue 20). An embedded PGlite
  // belongs to one process, so these run in npm test's PostgreSQL step (DATABASE_URL) only.
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.spec\\.ts$'],
  // Database suites create a fresh PGlite (~1.5 s quiet, with every migration) or a PostgreSQL
  // schema per file, in beforeAll; on a machine busy with other work that took over 30 s.
  testTimeout: 60000,
  maxWorkers: 2,
};
