import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api';
import type { ApiClientOptions } from './client-options';

/** The root reducer: the api's cache under `api`. */
export const rootReducer = combineReducers({ [api.reducerPath]: api.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store: the api reducer and middleware, `options` as the thunk `extra` argument (the base
 * query reads the API origin, the token source and the 401 handler from it).
 *
 * - Browser: one store for the page's life, `makeStore(window.__RATAI_STATE__, { apiOrigin, onUnauthorized })`.
 * - Server rendering: one store **per request** — it holds that user's answers and token —
 *   `makeStore(undefined, { apiOrigin, cookieHeader: request.headers.get('Cookie') })`; dispatch
 *   the page's `initiate`s, `await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))`,
 *   render, and send `store.getState()` along to become the browser store's `preloadedState`.
 * - Tests: `createTestStore()` of the testing entry.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: ApiClientOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: options } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, ApiClientOptions, UnknownAction>;

/** `useDispatch` typed for thunks (lint bans the raw one outside this lib). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with {@link RootState}. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed with {@link AppStore}. */
export const useAppStore = useStore.withTypes<AppStore>();
