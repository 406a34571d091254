// Runs every project's Jest config from the root: `npx jest` (Nx's `nx run-many -t test` is the usual way).
const { getJestProjectsAsync } = require('@nx/jest');

module.exports = async () => ({ projects: await getJestProjectsAsync() });
