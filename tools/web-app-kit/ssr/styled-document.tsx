import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { deferHydrationUntilFirstPaint } from './hydrate-after-first-paint';

/** How long the render may wait for lazy parts before it is cut off (each SSR app's entry re-exports it for React Router). */
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
 * A stream that collects the whole document and writes `rewrite(document)` at its end. Only for
 * documents rendered completely before they are sent (`onAllReady` below), so nothing is held
 * back that could have been streamed.
 */
export function rewriteWholeDocument(rewrite: (html: string) => string): Transform {
  const decoder = new StringDecoder('utf8');
  let html = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      callback(null, Buffer.from(rewrite(html + decoder.end()), 'utf8'));
    },
  });
}

export interface StyledDocumentOptions {
  /** HTML written into `<head>` before styled-components' style tags (e.g. inline @font-face rules). */
  headHtml?: string;
  /**
   * Send every Suspense boundary's content in place. React otherwise moves the content of large
   * boundaries out of line (a hidden copy plus a script that swaps it in): invisible without
   * JavaScript and to crawlers that run none. The page is sent whole anyway.
   */
  inlineBoundaries?: boolean;
  /** Request the hydration code after the first paint (hydrate-after-first-paint.ts). */
  hydrateAfterFirstPaint?: boolean;
}

/**
 * The SSR apps' `handleRequest` (entry.server.tsx): the page is rendered completely with
 * styled-components' ServerStyleSheet (`onAllReady`: loaders have already run, so only lazy chunks
 * are awaited), then the collected `<style data-styled>` tags are written into `<head>` — no flash
 * of unstyled content, and the browser's styled-components adopts those tags on hydration. Waiting
 * for the whole page also gives crawlers the full HTML. A HEAD request gets the headers only.
 */
export function renderStyledDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  options: StyledDocumentOptions = {},
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    let rendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        ...(options.inlineBoundaries ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
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
          const injector = injectBeforeHeadEnd((options.headHtml ?? '') + styleTags);
          if (options.hydrateAfterFirstPaint) injector.pipe(rewriteWholeDocument(deferHydrationUntilFirstPaint)).pipe(body);
          else injector.pipe(body);
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
