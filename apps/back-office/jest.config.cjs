/** Jest for the back office's helpers and components: the shared web-app setup (tools/web-app-kit/jest). */
const { webAppJestConfig } = require('../../tools/web-app-kit/jest/config.cjs');

module.exports = webAppJestConfig({
  name: 'back-office',
  // Form tests type into fields; on a shared 2-core machine 5 s is not enough.
  testTimeout: 30_000,
});
