/**
 * Hydration code after the first paint.
 *
 * A server-rendered page is readable before any JavaScript runs: its text, pictures and plain
 * links are in the HTML. React Router's `<Scripts />` nevertheless asks for every module of the
 * route at once (`<link rel="modulepreload">` in the head, static `import`s in the bootstrap
 * module), so on a slow phone connection ~130 kB of hydration code competes for the bandwidth
 * with the fonts and pictures of the first screen — and Lighthouse's simulation counts every
 * script that finished before the first paint as blocking it (marketplace: FCP 2.3 s, LCP 3.3 s
 * under slow 4G; tools/bench/web).
 *
 * `deferHydrationUntilFirstPaint` rewrites the finished document so the same modules are
 * requested right after the browser reports its first contentful paint (at the latest after
 * {@link HYDRATION_WAIT_MS}): the preload hints are added then, in the same order, and the route
 * modules are imported dynamically before the bootstrap goes on exactly as React Router wrote it.
 * Hydration itself is unchanged; it starts one paint later.
 */

/** The longest the bootstrap waits for a first paint (a tab opened in the background paints only when shown). */
export const HYDRATION_WAIT_MS = 3000;

/** Marks a rewritten bootstrap (tests and the e2e suite look for it). */
export const HYDRATION_MARKER = 'data-hydrate-after-first-paint';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;

/**
 * Resolves after the first contentful paint: from the paint timeline where the browser has one,
 * else after the next frame; in any case within HYDRATION_WAIT_MS.
 */
function waitForFirstPaintSource(): string {
  return `await new Promise((done) => {
  setTimeout(done, ${HYDRATION_WAIT_MS});
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
  } else if (painted()) {
    done();
  } else {
    const observer = new PerformanceObserver(() => {
      if (painted()) { observer.disconnect(); done(); }
    });
    observer.observe({ type: 'paint', buffered: true });
  }
});`;
}

/**
 * The document with its hydration deferred until the first paint; unchanged when it has no
 * React Router bootstrap module (a document React Router did not render, or a future version
 * that writes it differently — the e2e suite checks the real page is rewritten).
 */
export function deferHydrationUntilFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const body = bootstrap[1];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  const rest = body.replace(STATIC_IMPORT, '');

  const deferred = [
    waitForFirstPaintSource(),
    `for (const href of ${JSON.stringify(preloads)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}`,
    imports.length > 0
      ? `const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(', ')}]);`
      : '',
    rest,
  ].join('\n');

  // Replacer functions: the page's own text may contain "$&" and the like.
  return html
    .replace(MODULE_PRELOAD, () => '')
    .replace(BOOTSTRAP, () => `<script type="module" async="" ${HYDRATION_MARKER}="">${deferred}</script>`);
}
