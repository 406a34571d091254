/* eslint-disable @typescript-eslint/no-empty-function -- stubs do nothing on purpose */
/**
 * jsdom plus Node's web globals (React Router's server and data APIs use fetch, Request,
 * Response, Headers, streams, TextEncoder, AbortController), and the browser APIs jsdom lacks
 * that embla needs (matchMedia, IntersectionObserver, ResizeObserver). MessageChannel is NOT
 * copied: React's scheduler would keep a port open and Jest would never exit (STACK.md).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class WebAppEnvironment extends TestEnvironment {
  exportConditions() {
    return [...super.exportConditions(), 'ratai-dom'];
  }

  async setup() {
    await super.setup();
    const win = this.global;
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) win[name] = globalThis[name];
    }
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
    win.IntersectionObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
    win.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    win.Element.prototype.scrollIntoView ??= function scrollIntoView() {};
    win.scrollTo = () => {};
  }
}

module.exports = WebAppEnvironment;
