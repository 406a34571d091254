/**
 * What a visitor does to a deferred part (`deferred`, deferred.tsx) before the page has hydrated.
 *
 * A deferred part listens for intent (pointer, touch, key, focus) from an effect, that is only once
 * React has hydrated the page. An SSR app that requests its hydration code after the first paint
 * (`hydrateAfterFirstPaint` of tools/web-app-kit/ssr) hydrates a few hundred milliseconds later on
 * a fast connection and seconds later on a slow phone; a tap on the wizard's form in that time was
 * lost, and the form's code then waited for a second one. A small script, written inline into the
 * server HTML's `<head>` (`EARLY_INTENT_SCRIPT` of early-intent-script.ts, the apps'
 * entry.server.tsx pass it as `headHtml`), runs before the body is parsed: until the page has
 * hydrated it keeps the target of every intent event (on the window, in the capture phase), and
 * each deferred part, once its effect runs, loads its code at once when one of them is inside it.
 * It also holds back the submit of a form inside a part with `holdSubmit` (the browser would
 * otherwise send the wizard's form itself, personal data in the address) — as the part itself
 * does after hydration. Once `<html data-hydrated="true">` is set, the next event makes it
 * remove its listeners: the parts listen themselves from then on. It also keeps the target of
 * every click before hydration apart (`earlyClickTargets`): a part that is no deferred code, such
 * as the cookie banner's answers, applies a click it missed once it has hydrated.
 */

/** Events that show someone is about to use a part: its code loads at once. */
export const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/** The window property holding the targets recorded before hydration. */
export const EARLY_INTENTS_GLOBAL = '__rataiEarlyIntents';

/** Set on a part's element when its form's submit is held back until its code runs. */
export const HOLD_SUBMIT_ATTRIBUTE = 'data-deferred-hold-submit';

/** The window property holding the targets of clicks before hydration. */
export const EARLY_CLICKS_GLOBAL = '__rataiEarlyClicks';

/** The targets of the clicks the script saw before hydration, oldest first (none without the script). */
export function earlyClickTargets(): readonly EventTarget[] {
  if (typeof window === 'undefined') return [];
  return (window as unknown as Record<string, EventTarget[] | undefined>)[EARLY_CLICKS_GLOBAL] ?? [];
}

/** The targets the script recorded before hydration (none without the script). */
export function earlyIntentTargets(): readonly EventTarget[] {
  if (typeof window === 'undefined') return [];
  return (window as unknown as Record<string, EventTarget[] | undefined>)[EARLY_INTENTS_GLOBAL] ?? [];
}
