/**
 * @ratai/app-shell — what every web app's shell is made of: the document and error text, the UI
 * kit's router link, cookie consent, the runtime settings reader, `useHydrated`, and the
 * calculator → wizard hand-off contract. Test helpers are on `@ratai/app-shell/testing`.
 */
export * from './lib/document';
export * from './lib/router-link';
export * from './lib/use-hydrated';
export * from './lib/deferred';
export { EARLY_INTENT_SCRIPT } from './lib/early-intent-script';
export * from './lib/typed-before-hydration';
export * from './lib/cookie-consent';
export * from './lib/runtime-config';
export * from './lib/hand-off';
export * from './lib/leave-guard';
