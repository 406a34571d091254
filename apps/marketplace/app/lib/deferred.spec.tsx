import { act, fireEvent, render, screen } from '@testing-library/react';
import { deferred } from './deferred';

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
});
