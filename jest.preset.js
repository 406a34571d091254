// Shared Jest preset. Nx's own preset transforms with ts-jest; we use @swc/jest for
// TypeScript libs (fast, and it loads ESM-only packages such as kysely, see STACK.md) and
// babel-jest for React libs, so the preset leaves `transform` to each project.
const { nxPreset } = require('@nx/jest/preset');

const { transform: _tsJestTransform, ...preset } = nxPreset;

module.exports = {
  ...preset,
  coverageReporters: ['text-summary', 'html'],
};
