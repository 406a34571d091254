import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { earlyClickTargets, earlyIntentTargets, HOLD_SUBMIT_ATTRIBUTE, INTENT_EVENTS } from './early-intent';

/** How far below (and above) the viewport a deferred part starts loading its code. */
export const DEFERRED_ROOT_MARGIN = '600px 0px';

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
  /** Load the code now (e.g. the part has something to restore); read after the first hydration. */
  loadNow?: boolean;
}

export interface DeferredOptions {
  /**
   * Load the code when the part comes within {@link DEFERRED_ROOT_MARGIN} of the viewport (the
   * default). `false` for a part that is in view from the start and needs its code only when
   * used (the wizard's form): then only intent or `loadNow` loads it.
   */
  whenNear?: boolean;
  /**
   * Hold back the submit of a form in the part's server HTML until its code runs (and load the
   * code): for a form whose browser submit would be wrong (the wizard's would put personal data in
   * the address). Off by default: the marketplace's filter is a plain GET form that works before.
   */
  holdSubmit?: boolean;
}

/**
 * The element holding a deferred part's server HTML, for the part's code to read what the
 * visitor did there before the code arrived (`useTypedBeforeHydration`, typed-before-hydration.ts).
 */
export const DeferredRootContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/**
 * Whether a submit of the part's form was held back before its code ran (`holdSubmit`), answered
 * once: see {@link useHeldSubmit}.
 */
const HeldSubmitContext = createContext<(() => boolean) | null>(null);

/**
 * For the form of a part with `holdSubmit`: calls `replay` once, when the part's code first runs, if
 * a press of its submit button was held back before (the browser would have sent the form itself).
 * On an untouched form the press is what loads the code, so without this the press was lost and
 * the visitor had to press again. What was typed meanwhile is the form's to keep
 * (`useTypedBeforeHydration`).
 */
export function useHeldSubmit(replay: () => void): void {
  const takeHeldSubmit = useContext(HeldSubmitContext);
  const latest = useRef(replay);
  latest.current = replay;
  useEffect(() => {
    if (takeHeldSubmit?.()) latest.current();
  }, [takeHeldSubmit]);
}

/** Marks the part's code as running (its boundary committed). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A part of the page below the fold (a form, a calculator, a carousel) that is server-rendered
 * with the page but whose code loads only when it is needed: when it comes within
 * {@link DEFERRED_ROOT_MARGIN} of the viewport (unless `whenNear: false`), on the first pointer,
 * touch, key or focus inside it, or when `loadNow` is set. Until then React leaves its server HTML
 * in place (a dehydrated Suspense boundary) and hydrates it when the chunk arrives, so the first
 * load carries only what the first screen needs. What the visitor typed into the server HTML
 * meanwhile can be kept (`useTypedBeforeHydration`); with `holdSubmit`, a form inside it is not
 * submitted by the browser before the code runs (the submit is held back, the code loads and the
 * form makes the press again: {@link useHeldSubmit}).
 * What happens before the page has hydrated counts too when the server HTML carries
 * `EARLY_INTENT_SCRIPT` (early-intent.ts): a tap on the part then loads its code as soon as the
 * part's effect runs, and a submit is held back from the start.
 *
 * On the server, and on client-side navigations after the first hydration, the code loads at once
 * (there is no server HTML to keep then).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenNear = true, holdSubmit = false }: DeferredOptions = {},
): ComponentType<P & DeferredPartProps> {
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

  function DeferredPart({ fallback = null, loadNow = false, ...props }: P & DeferredPartProps) {
    const ref = useRef<HTMLDivElement>(null);
    // Decided once, when this part first renders: later re-renders (after the hydration of the
    // page) must not count as a client-side navigation.
    const [mountedAfterHydration] = useState(afterFirstHydration);
    if (mountedAfterHydration) open();
    const ready = useRef(false);
    const [onReady] = useState(() => () => {
      ready.current = true;
    });
    const heldSubmit = useRef(false);
    const [takeHeldSubmit] = useState(() => () => {
      const held = heldSubmit.current;
      heldSubmit.current = false;
      return held;
    });

    useEffect(() => {
      if (loadNow) open();
    }, [loadNow]);

    useEffect(() => {
      const element = ref.current;
      if (!element) {
        open();
        return;
      }
      // Listened for on the window in the capture phase: while the part is server HTML, React's
      // own listener on the document stops these events there (it cannot hydrate the part yet),
      // so they would never reach the part itself.
      const contains = (target: EventTarget | null) => target instanceof Node && element.contains(target);
      const inside = (event: Event) => contains(event.target);
      // Touched before the page hydrated (the early script of early-intent.ts saw it): load now.
      if (earlyIntentTargets().some(contains)) open();
      // A press of the form's submit button before the page hydrated (the early script held the
      // browser's submit back): made again once the code runs (useHeldSubmit).
      if (holdSubmit && earlyClickTargets().some((target) => contains(target) && target instanceof Element && target.closest('[type="submit"]'))) {
        heldSubmit.current = true;
      }
      const onIntent = (event: Event) => {
        if (inside(event)) open();
      };
      // Without its code a form would be sent by the browser itself (a GET with every field in
      // the address): hold the submit back and load the code, which makes it again (useHeldSubmit).
      const onSubmit = (event: Event) => {
        if (ready.current || !inside(event)) return;
        event.preventDefault();
        heldSubmit.current = true;
        open();
      };
      if (holdSubmit) window.addEventListener('submit', onSubmit, true);
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
      const stopIntent = () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
      };
      void gate.then(stopIntent);
      let observer: IntersectionObserver | undefined;
      if (whenNear) {
        if (typeof IntersectionObserver === 'undefined') open();
        else {
          observer = new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) open();
            },
            { rootMargin: DEFERRED_ROOT_MARGIN },
          );
          observer.observe(element);
          void gate.then(() => observer?.disconnect());
        }
      }
      return () => {
        observer?.disconnect();
        window.removeEventListener('submit', onSubmit, true);
        stopIntent();
      };
    }, []);

    // The server renders the loaded component itself; the browser the lazy one, which suspends
    // until the gate opens (the server HTML stays meanwhile).
    const Part = (loadedOnServer ?? Lazy) as ComponentType<P>;
    return (
      // The attribute tells the early script (early-intent.ts) to hold this form's submit back
      // before hydration too.
      <div ref={ref} {...(holdSubmit ? { [HOLD_SUBMIT_ATTRIBUTE]: '' } : {})}>
        <Suspense fallback={fallback}>
          <DeferredRootContext.Provider value={ref}>
            <HeldSubmitContext.Provider value={takeHeldSubmit}>
              <Part {...(props as P)} />
            </HeldSubmitContext.Provider>
          </DeferredRootContext.Provider>
          <Ready onReady={onReady} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = 'DeferredPart';
  return DeferredPart;
}
