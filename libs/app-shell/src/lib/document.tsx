import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import styled from 'styled-components';

export interface AppDocumentProps {
  children: ReactNode;
  /** Extra tags at the end of `<head>` (the SPA's favicon link; SSR apps use their `links` export). */
  head?: ReactNode;
}

/**
 * The HTML document every web app renders from its root `Layout`: Lithuanian, UTF-8, the mobile
 * viewport, the brand's theme colour, React Router's meta and links in `<head>`, its scroll
 * restoration and scripts at the end of `<body>`.
 */
export function AppDocument({ children, head }: AppDocumentProps) {
  return (
    <html lang="lt">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5f5a" />
        <Meta />
        <Links />
        {head}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document as interactive (`<html data-hydrated="true">`) once React has hydrated or
 * mounted: end-to-end tests wait for it instead of typing into inert server HTML, and the
 * marketplace's deferred parts load at once on client-side navigations after it.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** A column as tall as the window: header, the main area growing, footer at the bottom. */
export const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** The keyboard user's first stop: hidden above the page until focused, then jumps to `#turinys`. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

/** The skip link's text (every app has the same). */
export const SKIP_LINK_TEXT = 'Pereiti prie turinio';

export interface RouteErrorText {
  /** A 404: an unknown address or a record that is gone. */
  notFound: boolean;
  /** The Lithuanian message a loader threw with (`data({ message }, { status })`), if any. */
  message: string | null;
}

/**
 * What an app's `ErrorBoundary` needs to know of a route error: whether it is a 404 and the
 * message the loader gave. An unexpected error (not a thrown response) is logged to the console,
 * where the server's log or the browser's console keeps it; the page shows a calm Lithuanian text.
 */
export function describeRouteError(error: unknown): RouteErrorText {
  const response = isRouteErrorResponse(error);
  const notFound = response && error.status === 404;
  const message =
    response && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String((error.data as { message: unknown }).message)
      : null;
  if (!response) console.error(error);
  return { notFound, message };
}
