import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from './use-is-client';

/** Renders its children at the end of `document.body`; nothing on the server. */
export function Portal({ children }: { children: ReactNode }) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(children, document.body);
}
