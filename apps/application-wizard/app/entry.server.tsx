import type { EntryContext, RouterContextProvider } from 'react-router';
import { deferredPartsReady, EARLY_INTENT_SCRIPT } from '@ratai/app-shell';
import { FONT_FACES_STYLE } from '../../../tools/web-app-kit/ssr/font-faces.server';
import { renderStyledDocument } from '../../../tools/web-app-kit/ssr/styled-document';

export { streamTimeout } from '../../../tools/web-app-kit/ssr/styled-document';

/**
 * Server rendering with styled-components (tools/web-app-kit/ssr): the whole page with its style
 * tags in `<head>`, no flash of unstyled content. As on the marketplace (issue 17: Lighthouse ≥ 95
 * on the car application page, where partner links land): Inter's @font-face rules inline with
 * `font-display: optional` (no stylesheet request before the first paint, no re-wrap when the
 * font arrives), and the hydration code requested only after the first paint. The early-intent
 * script (`EARLY_INTENT_SCRIPT` of @ratai/app-shell) keeps a tap or key on the form from before
 * that late hydration, so the form's code still loads at the first touch, and holds back a submit
 * until the form's code runs. The application form is a deferred part
 * (components/application/ApplicationPart.tsx): its code is loaded here before rendering and its
 * boundary is sent in place, so the form is in the HTML where it belongs (not a hidden copy that a
 * script swaps in). The load context is React Router 8's `RouterContextProvider`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // The deferred parts' code, so they render inline; at once after the first request.
  await deferredPartsReady();
  return renderStyledDocument(request, responseStatusCode, responseHeaders, routerContext, {
    headHtml: EARLY_INTENT_SCRIPT + FONT_FACES_STYLE,
    inlineBoundaries: true,
    hydrateAfterFirstPaint: true,
  });
}
