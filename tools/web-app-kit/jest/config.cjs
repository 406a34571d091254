/**
 * The Jest config of a React Router 8 web app (marketplace, owner portal, application wizard);
 * each app's `jest.config.cjs` is `module.exports = webAppJestConfig({ name: '…' })` plus its
 * own overrides. STACK.md's traps are handled here once:
 * - react-router 8 (and its @remix-run / cookie-es / turbo-stream helpers) is ESM-only and uses
 *   `import.meta`: Babel transpiles it, with a tiny plugin rewriting `import.meta`;
 * - the Babel rule comes before Nx's asset rule (which would otherwise catch `.mjs`);
 * - the custom environment gives jsdom Node's web globals (fetch, Request, streams, …) but not
 *   MessageChannel, and the stubs embla needs;
 * - the resolver gives DOM tests styled-components' browser build, node tests its server build,
 *   and Vite's `….css?inline` imports an empty stylesheet.
 * Loader tests run in the node environment (docblock `@jest-environment node`).
 *
 * The app's tests are `app/**\/*.spec.{ts,tsx}`, its setup file `app/test/setup.ts`.
 */
const path = require('node:path');

const esmPackages = ['react-router', '@react-router', '@remix-run', 'cookie-es', 'turbo-stream', 'set-cookie-parser'];

/**
 * @param {{ name: string } & Record<string, unknown>} options `name` is the app's folder under
 *   apps/ (also Jest's displayName); every other key is a Jest option that replaces the default.
 */
function webAppJestConfig({ name, ...overrides }) {
  return {
    displayName: name,
    preset: '../../jest.preset.js',
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    resolver: path.join(__dirname, 'resolver.cjs'),
    setupFilesAfterEnv: ['<rootDir>/app/test/setup.ts'],
    testMatch: ['<rootDir>/app/**/*.spec.{ts,tsx}'],
    transform: {
      '^.+\\.(c|m)?[tj]sx?$': [
        'babel-jest',
        {
          presets: [['@nx/react/babel', { runtime: 'automatic' }]],
          plugins: [path.join(__dirname, 'babel-import-meta.cjs')],
        },
      ],
      '^(?!.*\\.(c|m)?[tj]sx?$)': '@nx/react/plugins/jest',
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
    coverageDirectory: `../../coverage/apps/${name}`,
    ...overrides,
  };
}

module.exports = { webAppJestConfig };
