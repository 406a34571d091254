import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '@ratai/e2e-support';

/** One JavaScript file a page fetched, with its raw and gzip sizes. */
export interface ScriptFile {
  /** Path of the URL (same-origin) or the whole URL (anything else). */
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  url: string;
  /** Every script fetched from navigation until load + network quiet, without any interaction. */
  scripts: ScriptFile[];
  gzipBytes: number;
  rawBytes: number;
  /** The scripts the server-rendered HTML names (modulepreload links, module script imports). */
  htmlScripts: string[];
  /** Fetched scripts the HTML did not name (lazy chunks requested while the page loads). */
  notInHtml: string[];
}

/** The viewport of Lighthouse's mobile preset (Moto G Power), so "above the fold" is the same. */
export const PHONE = { width: 412, height: 823, mobile: true } as const;
/** A desktop screen, for information: more of a page is in view, so more of it loads. */
export const DESKTOP = { width: 1280, height: 800, mobile: false } as const;
export type Screen = typeof PHONE | typeof DESKTOP;

/** How long the network must stay quiet (no script request) after `load` before we stop. */
const QUIET_MS = 2000;

/**
 * The scripts a page loads before anyone touches it, recorded in Chromium: every response whose
 * resource type is `script` (module scripts, modulepreload, dynamic `import()` of lazy chunks,
 * third-party tags) from navigation until the `load` event and then {@link QUIET_MS} without a new
 * script request. Lazy chunks a page pulls in on its own while loading (a component hydrating in
 * view, an idle-time prefetch) are therefore counted; chunks that load only on a click, a focus or
 * a scroll are not — they are not part of the first load.
 *
 * Sizes: the response body gzipped here with zlib level 9 (what a static-asset pipeline
 * precompresses with), so the number does not depend on whether the serving process compresses.
 */
export async function measureFirstLoad(url: string, screen: Screen = PHONE, browser?: Browser): Promise<FirstLoad> {
  const own = browser ?? (await chromium.launch(chromiumLaunchOptions));
  try {
    const context = await own.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.mobile ? { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<ScriptFile | null>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      const address = new URL(response.url());
      const name = address.origin === origin ? address.pathname : response.url();
      pending.push(
        response
          .body()
          .then((body) => ({ name, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    const documentResponse = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!documentResponse?.ok()) throw new Error(`${url} answered ${documentResponse?.status()}`);
    const html = await documentResponse.text();
    lastScriptAt = Math.max(lastScriptAt, Date.now());
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250);
    const seen = new Map<string, ScriptFile>();
    for (const file of await Promise.all(pending)) if (file && !seen.has(file.name)) seen.set(file.name, file);
    await context.close();

    const scripts = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const htmlScripts = scriptsNamedInHtml(html);
    return {
      url,
      scripts,
      gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0),
      rawBytes: scripts.reduce((sum, file) => sum + file.rawBytes, 0),
      htmlScripts,
      notInHtml: scripts.map((file) => file.name).filter((name) => !htmlScripts.includes(name)),
    };
  } finally {
    if (!browser) await own.close();
  }
}

/**
 * `<link rel="modulepreload" href>`, `<script src>`, and every quoted `….js` path inside inline
 * module scripts (static and dynamic imports, and the preload list of a bootstrap that waits for
 * the first paint: tools/web-app-kit/ssr/hydrate-after-first-paint.ts).
 */
export function scriptsNamedInHtml(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) names.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) names.add(match[1]);
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const named of match[1].matchAll(/["']([^"'\s]+\.js)["']/g)) names.add(named[1]);
  }
  return [...names];
}
