/* eslint-disable @typescript-eslint/no-empty-function -- the stubs do nothing on purpose */
/**
 * The browser APIs jsdom lacks that our components touch: matchMedia, IntersectionObserver and
 * ResizeObserver (embla-carousel), scrollIntoView and scrollTo (dialogs, the lightbox). One place
 * for the apps' test environment (environment.cjs) and libs/ui's (libs/ui/jest.environment.cjs).
 * Each stub is installed only where jsdom has nothing (scrollTo exists but throws "not
 * implemented", so it is always replaced).
 */
function installBrowserStubs(win) {
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

module.exports = { installBrowserStubs };
