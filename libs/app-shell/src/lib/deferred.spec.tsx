import { act, fireEvent, render, screen } from '@testing-library/react';
import { deferred, useHeldSubmit } from './deferred';
import { readTypedControls } from './typed-before-hydration';

/** An IntersectionObserver the test drives: `reveal()` reports every observed element in view. */
function controllableObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return {
    reveal: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}

function Greeting({ name }: { name: string }) {
  return <p>Labas, {name}</p>;
}

describe('deferred parts', () => {
  let observer: ReturnType<typeof controllableObserver>;
  beforeEach(() => {
    observer = controllableObserver();
    delete document.documentElement.dataset.hydrated;
  });
  afterEach(() => {
    observer.restore();
    delete document.documentElement.dataset.hydrated;
  });

  it('loads its code only when it comes near the viewport, then renders with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load);
    render(<Part name="Jonas" fallback={<span>Kraunama</span>} />);

    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Kraunama')).toBeInTheDocument();

    observer.reveal();
    expect(await screen.findByText('Labas, Jonas')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when focus or a pointer reaches it first', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load);
    const { container } = render(<Part name="Ona" />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    fireEvent.focusIn(container.firstElementChild as Element);
    expect(await screen.findByText('Labas, Ona')).toBeInTheDocument();
  });

  it('loads at once on a client-side navigation (after the first hydration)', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load);
    render(<Part name="Petras" />);
    expect(await screen.findByText('Labas, Petras')).toBeInTheDocument();
  });

  it('with whenNear: false, waits for intent even in view', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load, { whenNear: false });
    const { container } = render(<Part name="Rasa" />);
    observer.reveal();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerOver(container.firstElementChild as Element);
    expect(await screen.findByText('Labas, Rasa')).toBeInTheDocument();
  });

  it('loads when loadNow is set (something to restore)', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = deferred(load, { whenNear: false });
    const { rerender } = render(<Part name="Tomas" />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    rerender(<Part name="Tomas" loadNow />);
    expect(await screen.findByText('Labas, Tomas')).toBeInTheDocument();
  });

  it('holds back a submit of its HTML before the code runs, and loads the code', async () => {
    const load = jest.fn(() => new Promise<typeof Greeting>(() => undefined));
    const Part = deferred(load, { whenNear: false, holdSubmit: true });
    render(
      <Part
        name="Ieva"
        fallback={
          <form aria-label="Forma">
            <button type="submit">Siųsti</button>
          </form>
        }
      />,
    );
    await act(() => Promise.resolve());
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Forma' }).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has its code make a held-back submit once, when it runs (useHeldSubmit), and no other', async () => {
    const replayed = jest.fn();
    function Form() {
      useHeldSubmit(replayed);
      return <p>Forma paruošta</p>;
    }
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Part = deferred(() => code.then(() => Form), { whenNear: false, holdSubmit: true });
    const fallback = (
      <form aria-label="Forma">
        <button type="submit">Siųsti</button>
      </form>
    );
    const { rerender } = render(<Part fallback={fallback} />);
    await act(() => Promise.resolve());
    screen.getByRole('form', { name: 'Forma' }).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    arrive();
    expect(await screen.findByText('Forma paruošta')).toBeInTheDocument();
    expect(replayed).toHaveBeenCalledTimes(1);
    rerender(<Part fallback={fallback} />);
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('makes no submit of its own when none was held back', async () => {
    const replayed = jest.fn();
    function Form() {
      useHeldSubmit(replayed);
      return <p>Forma paruošta</p>;
    }
    const Part = deferred(() => Promise.resolve(Form), { whenNear: false, holdSubmit: true });
    render(<Part loadNow />);
    expect(await screen.findByText('Forma paruošta')).toBeInTheDocument();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('lets the browser submit its HTML without holdSubmit (a plain GET form works before the code)', async () => {
    const Part = deferred(() => new Promise<typeof Greeting>(() => undefined), { whenNear: false });
    render(<Part name="Ieva" fallback={<form aria-label="Filtras" />} />);
    await act(() => Promise.resolve());
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Filtras' }).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});

describe('readTypedControls', () => {
  it('reads only what differs from the server HTML, each control as its kind', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <input name="name" value="">
      <input name="phone" value="+370">
      <input name="city" value="">
      <input name="metadata.url" type="url" value="">
      <input name="usage" type="radio" value="personal">
      <input name="usage" type="radio" value="business">
      <input name="guarantor" type="radio" value="true">
      <input name="terms" type="checkbox" checked>
      <input name="marketing" type="checkbox">
      <input name="secret" type="hidden" value="a">
      <select name="make"><option value="">–</option><option value="bmw">BMW</option></select>`;
    const input = (name: string, value?: string) =>
      root.querySelector<HTMLInputElement>(`[name="${name}"]${value ? `[value="${value}"]` : ''}`) as HTMLInputElement;
    expect(readTypedControls(root)).toBeNull();

    input('name').value = 'Jonas';
    input('phone').value = '+37061234567';
    input('metadata.url').value = 'https://autoplius.lt/1';
    input('usage', 'business').checked = true;
    input('terms').checked = false;
    input('secret').value = 'b';
    (root.querySelector('select') as HTMLSelectElement).value = 'bmw';
    expect(readTypedControls(root)).toEqual({
      name: 'Jonas',
      phone: '+37061234567',
      'metadata.url': 'https://autoplius.lt/1',
      usage: 'business',
      terms: false,
      make: 'bmw',
    });
  });
});
