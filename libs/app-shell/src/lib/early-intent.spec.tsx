import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferred } from './deferred';
import { EARLY_INTENT_SCRIPT, EARLY_INTENT_SOURCE } from './early-intent-script';
import { EARLY_INTENTS_GLOBAL } from './early-intent';
import { forgetEarlyScript, runEarlyScript } from './early-intent.test-support';

function Greeting({ name }: { name: string }) {
  return <p>Labas, {name}</p>;
}

/**
 * A page's server HTML with the part's form in it (the part's code not loaded yet: the server HTML
 * holds the fallback, which is enough for the events). renderToString cannot wait for the lazy part,
 * so React client-renders the boundary when hydrating: its recoverable error is expected.
 */
function serverHtml(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

describe('the early-intent script (before the page hydrates)', () => {
  let root: Root | undefined;
  beforeEach(runEarlyScript);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    forgetEarlyScript();
  });

  it('is a script tag for <head> with the source', () => {
    expect(EARLY_INTENT_SCRIPT).toBe(`<script data-early-intent>${EARLY_INTENT_SOURCE}</script>`);
  });

  it('a pointer on a part before hydration loads its code as soon as the part hydrates, without a second touch', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load, { whenNear: false });
    const fallback = (
      <form aria-label="Forma">
        <input name="name" />
      </form>
    );
    const container = serverHtml(<Part name="Jonas" fallback={fallback} />);
    container.querySelector('input')?.dispatchEvent(new Event('pointerover', { bubbles: true }));

    await act(async () => {
      root = hydrateRoot(container, <Part name="Jonas" fallback={fallback} />, { onRecoverableError: () => undefined });
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a pointer elsewhere on the page loads nothing', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load, { whenNear: false });
    const container = serverHtml(<Part name="Ona" fallback={<form aria-label="Forma" />} />);
    const elsewhere = document.createElement('button');
    document.body.appendChild(elsewhere);
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    await act(async () => {
      root = hydrateRoot(container, <Part name="Ona" fallback={<form aria-label="Forma" />} />, { onRecoverableError: () => undefined });
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('holds back the submit of a form in a holdSubmit part, and only there', () => {
    const Held = deferred(() => Promise.resolve(Greeting), { whenNear: false, holdSubmit: true });
    const Plain = deferred(() => Promise.resolve(Greeting), { whenNear: false });
    const held = serverHtml(<Held name="Ieva" fallback={<form aria-label="Paraiška" />} />);
    const plain = serverHtml(<Plain name="Ieva" fallback={<form aria-label="Filtras" />} />);
    const submit = () => new Event('submit', { bubbles: true, cancelable: true });

    const heldSubmit = submit();
    held.querySelector('form')?.dispatchEvent(heldSubmit);
    expect(heldSubmit.defaultPrevented).toBe(true);
    const plainSubmit = submit();
    plain.querySelector('form')?.dispatchEvent(plainSubmit);
    expect(plainSubmit.defaultPrevented).toBe(false);
  });

  it('stops once the page has hydrated (the parts listen themselves)', () => {
    const Held = deferred(() => Promise.resolve(Greeting), { whenNear: false, holdSubmit: true });
    const held = serverHtml(<Held name="Rasa" fallback={<form aria-label="Paraiška" />} />);
    document.documentElement.dataset.hydrated = 'true';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    held.querySelector('form')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    held.querySelector('form')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect((window as unknown as Record<string, unknown[]>)[EARLY_INTENTS_GLOBAL]).toEqual([]);
  });
});
