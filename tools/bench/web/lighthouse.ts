/** Lighthouse (mobile preset, performance only) in Debian's Chromium through chrome-launcher. */
import { waitForQuiet, withBusySampling } from './quiet';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Transfer size of every script request Lighthouse saw (bytes, as served). */
  scriptTransferBytes: number;
  /** Lighthouse's own warnings (e.g. "the page loaded too slowly"), kept for the report. */
  warnings: string[];
  /** The audits that cost points (ids), for the notes. */
  weakAudits: string[];
  /** What moved (Lighthouse's layout-shifts audit): "selector (score)". */
  shiftSources: string[];
  /** Share of all cores busy (any process, Chromium included) during the run, and waited before it. */
  machineBusy: number;
  waitedS: number;
}

export interface LighthouseSummary {
  url: string;
  runs: LighthouseRun[];
  /** Median of each metric over the runs (each metric on its own). */
  median: Omit<LighthouseRun, 'warnings' | 'weakAudits' | 'shiftSources' | 'machineBusy' | 'waitedS'>;
}

export const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Lighthouse and chrome-launcher are ESM-only: loaded with import() from this CommonJS-run script.
async function modules() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  return { lighthouse, chromeLauncher };
}

/**
 * One Lighthouse run in a fresh Chromium (fresh profile, empty cache — a first visit), with
 * Lighthouse's default configuration: the mobile preset (Moto G Power screen, simulated slow 4G
 * and 4× CPU slowdown) and only the performance category.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const { lighthouse, chromeLauncher } = await modules();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
    const weighted = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
    const weakAudits = Object.values(lhr.audits)
      .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .filter((audit) => weighted.includes(audit.id) || audit.details?.type === 'opportunity' || audit.scoreDisplayMode === 'metricSavings')
      .map((audit) => audit.id);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      scriptTransferBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      warnings: lhr.runWarnings ?? [],
      weakAudits,
      shiftSources: (
        (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] })
          ?.items ?? []
      ).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(3)})`),
      machineBusy: NaN,
      waitedS: 0,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of one URL, one after another, and the median of each metric. Before each
 * run it waits (at most `quiet.maxSeconds`) for a quiet machine, and samples the load during it.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  quiet: { maxSeconds: number; threshold: number },
  onRun?: (run: LighthouseRun, index: number) => void,
) {
  const results: LighthouseRun[] = [];
  for (let index = 0; index < runs; index++) {
    const { waitedS } = await waitForQuiet(quiet.maxSeconds, quiet.threshold);
    const { result, busy } = await withBusySampling(() => runLighthouse(url));
    const run = { ...result, machineBusy: busy, waitedS };
    onRun?.(run, index);
    results.push(run);
  }
  const pick = (key: keyof LighthouseSummary['median']) => median(results.map((run) => run[key]));
  const summary: LighthouseSummary = {
    url,
    runs: results,
    median: {
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      speedIndexMs: pick('speedIndexMs'),
      scriptTransferBytes: pick('scriptTransferBytes'),
    },
  };
  return summary;
}
