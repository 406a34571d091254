/**
 * jsdom plus Node's web globals (React Router's server and data APIs use fetch, Request,
 * Response, Headers, streams, TextEncoder, AbortController), and the browser APIs jsdom lacks
 * (browser-stubs.cjs). MessageChannel is NOT
 * copied: React's scheduler would keep a port open and Jest would never exit (STACK.md).
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { installBrowserStubs } = require('./browser-stubs.cjs');

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
    installBrowserStubs(win);
  }
}

module.exports = WebAppEnvironment;
