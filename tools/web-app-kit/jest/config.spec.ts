/**
 * @jest-environment node
 */
import path from 'node:path';
// require(): the config is CommonJS, as Jest loads it.
const { webAppJestConfig } = require('./config.cjs') as { webAppJestConfig: (options: Record<string, unknown>) => Record<string, unknown> };

describe('webAppJestConfig', () => {
  it("gives an app its name, its setup file and specs under app/, and the kit's environment and resolver", () => {
    const config = webAppJestConfig({ name: 'marketplace' });
    expect(config).toMatchObject({
      displayName: 'marketplace',
      setupFilesAfterEnv: ['<rootDir>/app/test/setup.ts'],
      testMatch: ['<rootDir>/app/**/*.spec.{ts,tsx}'],
      testEnvironment: path.join(__dirname, 'environment.cjs'),
      resolver: path.join(__dirname, 'resolver.cjs'),
      coverageDirectory: '../../coverage/apps/marketplace',
    });
  });

  it('lets React Router and its ESM-only helpers through Babel, nothing else of node_modules', () => {
    const [pattern] = webAppJestConfig({ name: 'x' }).transformIgnorePatterns as string[];
    const ignored = (file: string) => new RegExp(pattern).test(file);
    expect(ignored('/w/node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(ignored('/w/node_modules/cookie-es/dist/index.mjs')).toBe(false);
    expect(ignored('/w/node_modules/lodash/index.js')).toBe(true);
  });

  it('any other key replaces the default', () => {
    expect(webAppJestConfig({ name: 'owner-portal', testTimeout: 30_000 }).testTimeout).toBe(30_000);
  });
});
