import type { EntryContext, RouterContextProvider } from 'react-router';
import { renderStyledDocument } from '../../../tools/web-app-kit/ssr/styled-document';
import { deferredPartsReady, EARLY_INTENT_SCRIPT } from '@ratai/app-shell';
import { FONT_FACES_STYLE } from '../../../tools/web-app-kit/ssr/font-faces.server';

export { streamTimeout } from '../../../tools/web-app-kit/ssr/styled-document';

/**
 * Server rendering with styled-components (tools/web-app-kit/ssr): the whole page with its style
 * tags in `<head>`. The marketplace adds the font's @font-face rules inline
 * (tools/web-app-kit/ssr/font-faces.server.ts; no stylesheet request before the first paint) and
 * sends every Suspense boundary in place, for visitors and crawlers without JavaScript, and
 * requests the hydration code only after the first paint, so the first screen's text, fonts and
 * pictures have the connection to themselves; the early-intent script (`EARLY_INTENT_SCRIPT` of
 * @ratai/app-shell) keeps a tap on a deferred part from before that late hydration, so its code
 * loads at the first touch, not the second. Nx's template was for v7:
 * the load context is React Router 8's `RouterContextProvider`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // The deferred parts' code, so they render inline (lib/deferred.tsx); at once after the first request.
  await deferredPartsReady();
  return renderStyledDocument(request, responseStatusCode, responseHeaders, routerContext, {
    headHtml: EARLY_INTENT_SCRIPT + FONT_FACES_STYLE,
    inlineBoundaries: true,
    hydrateAfterFirstPaint: true,
  });
}
