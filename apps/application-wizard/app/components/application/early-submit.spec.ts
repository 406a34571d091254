import { APPLICATION_FORM_ATTRIBUTE, markFormLive, resetHeldSubmit, takeHeldSubmit, watchHeldSubmit } from './early-submit';

// A press of 'Pateikti paraišką' before the form's code ran is held back (the browser would send
// the form itself) and replayed once the code runs (ApplicationForm): this is how it is remembered.

/** The window property the early-intent script of @ratai/app-shell keeps its clicks in. */
const EARLY_CLICKS = '__rataiEarlyClicks';

function serverForm(): { form: HTMLFormElement; button: HTMLButtonElement; text: HTMLSpanElement; input: HTMLInputElement } {
  document.body.innerHTML = `<form ${APPLICATION_FORM_ATTRIBUTE}><input name="name"><button type="submit"><span>Pateikti paraišką</span></button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  return { form, button: form.querySelector('button') as HTMLButtonElement, text: form.querySelector('span') as HTMLSpanElement, input: form.querySelector('input') as HTMLInputElement };
}

/** A submit as the browser sends it, held back (default prevented) as the deferred part does. */
function heldSubmit(form: HTMLFormElement): void {
  const held = (event: Event) => event.preventDefault();
  window.addEventListener('submit', held, true);
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  window.removeEventListener('submit', held, true);
}

afterEach(() => {
  resetHeldSubmit();
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS];
  document.body.innerHTML = '';
});

describe('early submit', () => {
  it('is nothing when nothing was pressed', () => {
    const stop = watchHeldSubmit();
    expect(takeHeldSubmit()).toBe(false);
    stop();
  });

  it('remembers a submit of the form before its code ran, once', () => {
    const { form } = serverForm();
    const stop = watchHeldSubmit();
    heldSubmit(form);
    expect(takeHeldSubmit()).toBe(true);
    expect(takeHeldSubmit()).toBe(false);
    stop();
  });

  it('does not remember a submit the form handles itself, nor one of another form', () => {
    const { form } = serverForm();
    const stop = watchHeldSubmit();
    const other = document.createElement('form');
    document.body.append(other);
    heldSubmit(other);
    markFormLive(form);
    heldSubmit(form);
    expect(takeHeldSubmit()).toBe(false);
    stop();
  });

  it('forgets a held submit when the page part goes', () => {
    const { form } = serverForm();
    const stop = watchHeldSubmit();
    heldSubmit(form);
    stop();
    expect(takeHeldSubmit()).toBe(false);
  });

  it('takes a click on the submit button before the page hydrated (early-intent script), once per page', () => {
    const { text } = serverForm();
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS] = [text];
    expect(takeHeldSubmit()).toBe(true);
    expect(takeHeldSubmit()).toBe(false);
  });

  it('does not take an early click elsewhere in the form', () => {
    const { input } = serverForm();
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS] = [input];
    expect(takeHeldSubmit()).toBe(false);
  });
});
