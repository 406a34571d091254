import type { EntryContext, RouterContextProvider } from 'react-router';
import { deferredPartsReady } from '@ratai/app-shell';
import { renderStyledDocument } from '../../../tools/web-app-kit/ssr/styled-document';

export { streamTimeout } from '../../../tools/web-app-kit/ssr/styled-document';

/**
 * Server rendering with styled-components (tools/web-app-kit/ssr): the whole page with its style
 * tags in `<head>`, no flash of unstyled content. The application form is a deferred part
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
  return renderStyledDocument(request, responseStatusCode, responseHeaders, routerContext, { inlineBoundaries: true });
}
