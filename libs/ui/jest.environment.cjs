/**
 * jsdom plus the browser APIs jsdom lacks (tools/web-app-kit/jest/browser-stubs.cjs, shared with
 * the apps' test environment). MessageChannel is deliberately NOT copied in from Node:
 * React's scheduler would then keep a port open and Jest would never exit (STACK.md).
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { installBrowserStubs } = require('../../tools/web-app-kit/jest/browser-stubs.cjs');

class RataiUiEnvironment extends TestEnvironment {
  /** Tells jest.resolver.cjs that this is a DOM environment (styled-components' browser build). */
  exportConditions() {
    return [...super.exportConditions(), 'ratai-ui-dom'];
  }

  async setup() {
    await super.setup();
    installBrowserStubs(this.global);
  }
}

module.exports = RataiUiEnvironment;
