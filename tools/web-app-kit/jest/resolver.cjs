/**
 * Nx's resolver (tsconfig paths for @ratai/*, CSS stubs), plus: in the DOM environment
 * styled-components resolves to its browser build, as Vite does through the package's "browser"
 * field (Jest ignores that field); node-environment tests keep the server build. Vite's
 * `….css?inline` imports resolve to an empty stylesheet.
 */
const nxResolver = require('@nx/jest/plugins/resolver');

module.exports = function resolver(request, options) {
  if (/\.css\?inline$/.test(request)) return require.resolve('./css-inline-stub.cjs');
  if (request === 'styled-components' && options.conditions && options.conditions.includes('ratai-dom')) {
    return require.resolve('styled-components/dist/styled-components.browser.cjs.js');
  }
  return nxResolver(request, options);
};
