/** Jest for the app shell: the web apps' own setup (tools/web-app-kit/jest), specs under src/. */
const { webAppJestConfig } = require('../../tools/web-app-kit/jest/config.cjs');

module.exports = webAppJestConfig({
  name: 'app-shell',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  coverageDirectory: '../../coverage/libs/app-shell',
});
