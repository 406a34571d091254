/** Jest for the wizard's loaders, helpers and components: the shared web-app setup (tools/web-app-kit/jest). */
const { webAppJestConfig } = require('../../tools/web-app-kit/jest/config.cjs');

module.exports = webAppJestConfig({ name: 'application-wizard' });
