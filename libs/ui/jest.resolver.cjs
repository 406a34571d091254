/**
 * Nx's resolver, plus one rule: in the DOM test environment (jest.environment.cjs adds the
 * 'ratai-ui-dom' condition) `styled-components` resolves to its browser build, as bundlers
 * do through its package.json "browser" field, which Jest ignores. The server build never
 * injects createGlobalStyle on a client; the browser build cannot render on a server. So DOM
 * tests get the browser build and the node-environment SSR test (src/ssr.spec.tsx) the
 * server build, each what production runs.
 */
const nxResolver = require('@nx/jest/plugins/resolver');

module.exports = function resolver(request, options) {
  if (request === 'styled-components' && options.conditions && options.conditions.includes('ratai-ui-dom')) {
    return require.resolve('styled-components/dist/styled-components.browser.cjs.js');
  }
  return nxResolver(request, options);
};
