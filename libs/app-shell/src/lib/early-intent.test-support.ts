import { EARLY_CLICKS_GLOBAL, EARLY_INTENTS_GLOBAL } from './early-intent';
import { EARLY_INTENT_SOURCE } from './early-intent-script';

// For this lib's specs only: the early-intent script run and forgotten as a page would.

/** Runs the script's text, as the page's <head> does before the body is parsed. */
export function runEarlyScript(): void {
  delete document.documentElement.dataset.hydrated;
  // eslint-disable-next-line no-new-func -- the test runs the script's text, as the page's <head> does
  new Function(EARLY_INTENT_SOURCE)();
}

/** The page has hydrated: the next event makes the script remove its listeners; then its traces go. */
export function forgetEarlyScript(): void {
  document.documentElement.dataset.hydrated = 'true';
  window.dispatchEvent(new Event('keydown'));
  delete (window as unknown as Record<string, unknown>)[EARLY_INTENTS_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
}
