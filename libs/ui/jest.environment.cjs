/* eslint-disable @typescript-eslint/no-empty-function -- the stubs do nothing on purpose */
/**
 * jsdom plus the browser APIs jsdom lacks and embla-carousel needs (matchMedia,
 * IntersectionObserver, ResizeObserver), and the few that dialogs and the lightbox touch
 * (scrollTo, scrollIntoView). MessageChannel is deliberately NOT copied in from Node:
 * React's scheduler would then keep a port open and Jest would never exit (STACK.md).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class RataiUiEnvironment extends TestEnvironment {
  /** Tells jest.resolver.cjs that this is a DOM environment (styled-components' browser build). */
  exportConditions() {
    return [...super.exportConditions(), 'ratai-ui-dom'];
  }

  async setup() {
    await super.setup();
    const win = this.global;

    if (typeof win.matchMedia !== 'function') {
      win.matchMedia = (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent() {
          return false;
        },
      });
    }

    if (typeof win.IntersectionObserver !== 'function') {
      win.IntersectionObserver = class IntersectionObserver {
        constructor(callback, options = {}) {
          this.callback = callback;
          this.root = options.root ?? null;
          this.rootMargin = options.rootMargin ?? '0px';
          this.thresholds = [].concat(options.threshold ?? 0);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    }

    if (typeof win.ResizeObserver !== 'function') {
      win.ResizeObserver = class ResizeObserver {
        constructor(callback) {
          this.callback = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    }

    if (typeof win.Element.prototype.scrollIntoView !== 'function') {
      win.Element.prototype.scrollIntoView = function scrollIntoView() {};
    }
    win.scrollTo = () => {};
  }
}

module.exports = RataiUiEnvironment;
