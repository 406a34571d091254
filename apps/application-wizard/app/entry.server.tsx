import type { EntryContext, RouterContextProvider } from 'react-router';
import { renderStyledDocument } from '../../../tools/web-app-kit/ssr/styled-document';

export { streamTimeout } from '../../../tools/web-app-kit/ssr/styled-document';

/**
 * Server rendering with styled-components (tools/web-app-kit/ssr): the whole page with its style
 * tags in `<head>`, no flash of unstyled content. The load context is React Router 8's
 * `RouterContextProvider`.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return renderStyledDocument(request, responseStatusCode, responseHeaders, routerContext);
}
