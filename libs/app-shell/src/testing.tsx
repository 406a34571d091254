import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import type { AppStore } from '@ratai/api-client';
import { RataiThemeProvider } from '@ratai/ui';
import { RouterLink } from './lib/router-link';

/**
 * @ratai/app-shell/testing — renders a component as a web app does, for the apps' component tests.
 * Not for application code.
 */
export interface RenderInAppOptions {
  /** The api-client store (each app builds its own: a fake fetch, a recording fetch, …). */
  store: AppStore;
  /** Where the router starts, e.g. '/?carMake=bmw'. */
  url?: string;
  /**
   * The root route's loader data (route id `root`), for apps whose settings come from the root
   * loader. The first render then shows nothing until the loader ran: wait with findBy*.
   */
  rootData?: unknown;
  /** Providers of the app's own around the store (a settings context, …). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * `ui` inside a memory data router at `url`, the api-client store, the app's own providers and the
 * UI kit's theme with the router's link (no global style: jsdom needs none).
 */
export function renderInApp(ui: ReactNode, { store, url = '/', rootData, wrapper: Wrapper }: RenderInAppOptions) {
  const path = url.split('?')[0].split('#')[0] || '/';
  const page = (
    <Provider store={store}>
      <RataiThemeProvider linkComponent={RouterLink} globalStyle={false}>
        {ui}
      </RataiThemeProvider>
    </Provider>
  );
  const Component = () => (Wrapper ? <Wrapper>{page}</Wrapper> : page);
  const Stub =
    rootData === undefined
      ? createRoutesStub([{ path, Component }])
      : createRoutesStub([
          {
            id: 'root',
            path: '/',
            loader: () => rootData,
            HydrateFallback: () => null,
            Component,
            children: path === '/' ? [] : [{ path: path.slice(1), Component: () => null }],
          },
        ]);
  return render(<Stub initialEntries={[url]} />);
}
