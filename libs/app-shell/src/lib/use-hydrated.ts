import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once this part of the page is interactive.
 * Lazy parts (forms, calculators) hydrate when their chunk arrives; they expose it as
 * `data-hydrated` so end-to-end tests wait for it instead of typing into inert HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
