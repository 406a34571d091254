/**
 * @jest-environment node
 */
import { Readable } from 'node:stream';
import {
  deferHydrationUntilFirstPaint,
  HYDRATION_MARKER,
  HYDRATION_WAIT_MS,
} from './hydrate-after-first-paint';
import { injectBeforeHeadEnd, rewriteWholeDocument } from './styled-document';

async function run(chunks: string[], html: string): Promise<string> {
  const out: Buffer[] = [];
  // Chunks as bytes, split wherever the test says (even inside a multi-byte letter).
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'latin1')));
  const stream = source.pipe(injectBeforeHeadEnd(html));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('styled-components style tags in <head> (no flash of unstyled content)', () => {
  it('writes the tags just before </head>, even when </head> is split across chunks', async () => {
    const result = await run(['<!DOCTYPE html><html><head><title>x</title></he', 'ad><body>ok</body></html>'], '<style>a{}</style>');
    expect(result).toBe('<!DOCTYPE html><html><head><title>x</title><style>a{}</style></head><body>ok</body></html>');
  });

  it('keeps multi-byte letters intact when a chunk ends inside one', async () => {
    const bytes = Buffer.from('<html><head><title>Ąžuolas</title></head><body>ž</body></html>', 'utf8');
    const cut = bytes.indexOf(Buffer.from('ž', 'utf8')) + 1; // inside "ž"
    const result = await run([bytes.subarray(0, cut).toString('latin1'), bytes.subarray(cut).toString('latin1')], '<style/>');
    expect(result).toBe('<html><head><title>Ąžuolas</title><style/></head><body>ž</body></html>');
  });
});

describe('hydration code after the first paint (tools/web-app-kit/ssr/hydrate-after-first-paint.ts)', () => {
  // The shape React Router 8's <Scripts /> writes (apps/marketplace, production build).
  const document = [
    '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
    '<title>Ratai</title></head><body><p>Tekstas už $& 5 €</p>',
    '<script>window.__reactRouterContext = {};</script>',
    '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
    '</body></html>',
  ].join('');

  it('drops the preload hints and the static imports from the document', () => {
    const html = deferHydrationUntilFirstPaint(document);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain(`<script type="module" async="" ${HYDRATION_MARKER}="">`);
    // Everything else is as it was, the page's own text included.
    expect(html).toContain('<title>Ratai</title></head><body><p>Tekstas už $& 5 €</p><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for the first paint, then preloads the same modules in order and imports the route modules before the bootstrap goes on', () => {
    const html = deferHydrationUntilFirstPaint(document);
    const script = html.slice(html.indexOf(HYDRATION_MARKER));
    const wait = script.indexOf("observe({ type: 'paint', buffered: true })");
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);');
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-A.js");</script>');
    expect([wait, preloads, imports, modules, entry].every((index) => index > 0)).toBe(true);
    expect(wait < preloads && preloads < imports && imports < modules && modules < entry).toBe(true);
    expect(script).toContain(`setTimeout(done, ${HYDRATION_WAIT_MS})`);
  });

  it('leaves a document without a React Router bootstrap as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferHydrationUntilFirstPaint(plain)).toBe(plain);
  });

  it('rewrites a streamed document once it is whole, across chunk and letter boundaries', async () => {
    const bytes = Buffer.from(document, 'utf8');
    const cut = bytes.indexOf(Buffer.from('ž', 'utf8')) + 1; // inside "ž"
    const out: Buffer[] = [];
    const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut, cut + 40), bytes.subarray(cut + 40)]).pipe(
      rewriteWholeDocument(deferHydrationUntilFirstPaint),
    );
    for await (const chunk of stream) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString('utf8')).toBe(deferHydrationUntilFirstPaint(document));
  });
});
