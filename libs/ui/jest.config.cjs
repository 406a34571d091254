module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.js',
  // jsdom plus the matchMedia / IntersectionObserver / ResizeObserver stubs embla needs.
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // styled-components' browser build in DOM tests, its server build in the SSR test.
  resolver: '<rootDir>/jest.resolver.cjs',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
    '^.+\\.[tj]sx?$': ['babel-jest', { presets: ['@nx/react/babel'] }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx'],
  coverageDirectory: '../../coverage/libs/ui',
};
