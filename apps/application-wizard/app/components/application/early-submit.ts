import { earlyClickTargets } from '@ratai/app-shell';

/**
 * A press of 'Pateikti paraišką' that came before the form's code ran.
 *
 * The form is a deferred part (ApplicationPart.tsx): its code loads at the first pointer, touch,
 * key or focus in it, so on an untouched form the press itself is what asks for the code — the
 * pointer's arrival loads it, the click comes a moment later, long before it is there. The
 * browser's own submit of that press is held back (`holdSubmit` of `deferred`, and before the
 * page has hydrated the early-intent script of @ratai/app-shell): sent by the browser, the form
 * would put personal data in the address. Held back and nothing more, the press was lost: no
 * message, no field marked, and the applicant had to press again (screenshot review). So it is
 * remembered here and made once more when the form's code has run (`takeHeldSubmit`), with what
 * was typed meanwhile kept (`useTypedBeforeHydration`).
 *
 * Two ways to remember it, as the cookie banner does (early-intent.ts, `CONSENT_ANSWER_ATTRIBUTE`):
 * a click on the form's submit button before the page hydrated is among `earlyClickTargets()`
 * (Enter in a field clicks that button too); a submit after the page hydrated but before the
 * form's code ran is seen by {@link watchHeldSubmit}, which the page's part runs from hydration.
 */

/** Marks the application form (in the server HTML too), so the early clicks and submits on it are found. */
export const APPLICATION_FORM_ATTRIBUTE = 'data-application-form';

/** A submit of a form whose code had not run yet was held back since the page hydrated. */
let held = false;
/** The clicks from before hydration were looked at (once per page load: later forms were never server HTML). */
let earlyClicksTaken = false;
/** Forms whose own submit handler runs (their code has run): their submits are not held. */
const liveForms = new WeakSet<HTMLFormElement>();

function isApplicationForm(target: EventTarget | null): target is HTMLFormElement {
  return target instanceof HTMLFormElement && target.hasAttribute(APPLICATION_FORM_ATTRIBUTE);
}

/** A click on the application form's submit button (or inside it), e.g. on its text. */
function isSubmitPress(target: EventTarget): boolean {
  return target instanceof Element && target.closest(`[${APPLICATION_FORM_ATTRIBUTE}] [type="submit"]`) !== null;
}

/**
 * From the page's hydration until the form's code runs (ApplicationPart's effect): remembers a
 * submit of the application form that the deferred part holds back. Returns the cleanup, which
 * forgets it (a held submit belongs to this page's form only).
 */
export function watchHeldSubmit(): () => void {
  const onSubmit = (event: Event) => {
    if (isApplicationForm(event.target) && !liveForms.has(event.target)) held = true;
  };
  // On the window in the capture phase, as `deferred` listens (React's own listener on the
  // document stops the events of a part it cannot hydrate yet).
  window.addEventListener('submit', onSubmit, true);
  return () => {
    window.removeEventListener('submit', onSubmit, true);
    held = false;
  };
}

/**
 * The form's element once React has committed it (a ref callback, before any effect): from then
 * on its own handler takes its submits, so they are not remembered as held.
 */
export function markFormLive(form: HTMLFormElement): void {
  liveForms.add(form);
}

/**
 * Whether a press of the submit button was held back before the form's code ran — answered once:
 * the form's first effect replays it (ApplicationForm).
 */
export function takeHeldSubmit(): boolean {
  let pressed = held;
  held = false;
  if (!earlyClicksTaken) {
    earlyClicksTaken = true;
    if (earlyClickTargets().some(isSubmitPress)) pressed = true;
  }
  return pressed;
}

/** Tests only: a fresh page. */
export function resetHeldSubmit(): void {
  held = false;
  earlyClicksTaken = false;
}
