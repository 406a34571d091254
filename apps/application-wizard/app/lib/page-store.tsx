import { useContext, useState, type ComponentType } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { makeStore, type AppStore } from '@ratai/api-client';
import { useRootData, type PublicConfig } from './public-config';

/**
 * The api-client store of the page, loaded only with the parts that call the API (the application
 * flow once the applicant starts on the form, the lookup and the status page): Redux Toolkit, RTK
 * Query and react-redux stay out of the first load of the car application page (issue 17).
 */

let browserStore: AppStore | undefined;

/**
 * The browser's one store for the page's life (shared by every part that loads it), or a fresh
 * throw-away one during server rendering (components fetch nothing there; a shared one would mix
 * requests).
 */
export function pageStore(config: PublicConfig): AppStore {
  const options = { apiOrigin: config.apiOrigin };
  if (typeof document === 'undefined') return makeStore(undefined, options);
  browserStore ??= makeStore(undefined, options);
  return browserStore;
}

/**
 * `Component` inside react-redux's Provider with the page's store; a store given from outside (the
 * tests' `renderPage`) is used as it is.
 */
export function withPageStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithPageStore(props: P) {
    const given = useContext(ReactReduxContext);
    const { config } = useRootData();
    const [store] = useState(() => (given ? null : pageStore(config)));
    if (!store) return <Component {...props} />;
    return (
      <Provider store={store}>
        <Component {...props} />
      </Provider>
    );
  }
  WithPageStore.displayName = `WithPageStore(${Component.displayName ?? Component.name})`;
  return WithPageStore;
}
