import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How far below (and above) the viewport a deferred part starts loading its code. */
export const DEFERRED_ROOT_MARGIN = '600px 0px';

/** Events on a deferred part that load its code at once: someone is about to use it. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/** True in the browser once the first hydration is over (the root sets the marker in an effect). */
function afterFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

/** The server's loads of every deferred part defined so far (see {@link deferredPartsReady}). */
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once the server has loaded the code of every deferred part of the routes loaded so far.
 * entry.server awaits it before rendering: a part whose code is at hand renders inline in the
 * HTML. (One that suspended would be sent as its fallback plus a hidden copy and a script that
 * swaps them — invisible without JavaScript, and to crawlers that run none.)
 */
export function deferredPartsReady(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}

/**
 * A chunk that failed to arrive (a dropped connection) is asked for once more before the part
 * gives up; the error then reaches the route's error boundary.
 */
function retryOnce<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 1000)));
}

export interface DeferredPartProps {
  /** Shown while the code loads on a client-side navigation (the server HTML stays on first load). */
  fallback?: ReactNode;
}

/**
 * A part of the page below the fold (a form, a calculator, a carousel) that is server-rendered
 * with the page but whose code loads only when it is needed: when it comes within
 * {@link DEFERRED_ROOT_MARGIN} of the viewport, or on the first pointer, touch, key or focus inside
 * it. Until then React leaves its server HTML in place (a dehydrated Suspense boundary) and
 * hydrates it when the chunk arrives, so the first load carries only what the first screen needs.
 *
 * On the server, and on client-side navigations after the first hydration, the code loads at once
 * (there is no server HTML to keep then).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & DeferredPartProps> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  // On the server the code is loaded at once and rendered without suspending (see deferredPartsReady).
  let loadedOnServer: ComponentType<P> | undefined;
  if (typeof window === 'undefined') {
    open();
    serverLoads.push(
      load().then((component) => {
        loadedOnServer = component;
      }),
    );
  }
  const Lazy = lazy(() => gate.then(() => retryOnce(load)).then((component) => ({ default: component })));

  function DeferredPart({ fallback = null, ...props }: P & DeferredPartProps) {
    const ref = useRef<HTMLDivElement>(null);
    // Decided once, when this part first renders: later re-renders (after the hydration of the
    // page) must not count as a client-side navigation.
    const [mountedAfterHydration] = useState(afterFirstHydration);
    if (mountedAfterHydration) open();

    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: DEFERRED_ROOT_MARGIN },
      );
      observer.observe(element);
      for (const type of INTENT_EVENTS) element.addEventListener(type, open, { once: true, passive: true });
      void gate.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
      };
    }, []);

    // The server renders the loaded component itself; the browser the lazy one, which suspends
    // until the gate opens (the server HTML stays meanwhile).
    const Part = (loadedOnServer ?? Lazy) as ComponentType<P>;
    return (
      <div ref={ref}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = 'DeferredPart';
  return DeferredPart;
}
