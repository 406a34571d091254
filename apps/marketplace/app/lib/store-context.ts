import { createContext } from 'react';
import type { AppStore } from '@ratai/api-client';

/**
 * A store given from outside (tests pass theirs). The page itself leaves it empty: the api-client
 * store and Redux Toolkit load with the parts that call the API (`page-store.tsx`), not with the
 * first screen.
 */
export const PageStoreContext = createContext<AppStore | null>(null);
