import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { deferredPartsReady } from './lib/deferred';
import { FONT_FACES_STYLE } from './lib/font-faces.server';

/** How long the render may wait for lazy parts before it is cut off (React Router reads this). */
export const streamTimeout = 5_000;

/**
 * A stream that writes `html` just before the document's `</head>` and passes everything else
 * through untouched. The decoder keeps multi-byte characters (ą, ž…) split across chunks intact.
 */
export function injectBeforeHeadEnd(html: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      pending += decoder.write(chunk);
      const index = pending.indexOf('</head>');
      if (index === -1) {
        callback();
        return;
      }
      done = true;
      const out = `${pending.slice(0, index)}${html}${pending.slice(index)}${decoder.end()}`;
      pending = '';
      callback(null, Buffer.from(out, 'utf8'));
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rest ? Buffer.from(rest, 'utf8') : undefined);
    },
  });
}

/**
 * Server rendering with styled-components' ServerStyleSheet: the page is rendered completely
 * (`onAllReady`: loaders have already run, so only lazy chunks are awaited), then the collected
 * `<style data-styled>` tags are written into `<head>` — no flash of unstyled content, and the
 * browser's styled-components adopts those tags on hydration. Waiting for the whole page also
 * gives crawlers the full HTML. Nx's template was for v7: the load context is React Router 8's
 * `RouterContextProvider`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The deferred parts' code, so they render inline (lib/deferred.tsx); at once after the first request.
  await deferredPartsReady();

  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    let rendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        // Send every Suspense boundary's content in place. React otherwise moves the content of
        // large boundaries out of line (a hidden copy plus a script that swaps it in): invisible
        // without JavaScript and to crawlers that run none. The page is sent whole anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          rendered = true;
          const styleTags = sheet.getStyleTags();
          sheet.seal();
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The font's @font-face rules inline too: no stylesheet request before the first paint.
          const injector = injectBeforeHeadEnd(FONT_FACES_STYLE + styleTags);
          injector.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(injector);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (rendered) console.error(error);
        },
      },
    );
  });
}
