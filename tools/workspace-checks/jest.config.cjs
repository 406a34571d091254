module.exports = {
  displayName: 'workspace-checks',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  moduleFileExtensions: ['ts', 'js'],
  // ESLint and the Nx project graph take a few seconds on 2 cores.
  testTimeout: 60000,
};
