/**
 * Jest for the kit itself (the Vite plugin, the Node server, the SSR document, the Jest config)
 * through the same config the apps use; the files that need Node say `@jest-environment node`.
 */
const { webAppJestConfig } = require('./jest/config.cjs');

module.exports = webAppJestConfig({
  name: 'web-app-kit',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/{vite,server,ssr,jest}/**/*.spec.{ts,tsx}'],
  coverageDirectory: '../../coverage/tools/web-app-kit',
});
