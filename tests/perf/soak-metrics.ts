// Figures of the memory soak (tests/e2e/soak.spec.ts): samples after forced garbage collection,
// robust slopes, and the rows the soak prints and the bench adds to its table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import { expect, type CDPSession, type Page } from '@playwright/test';

/** Objects that must be gone once a session is over: what it showed and the devices it used. */
export interface Retained {
  /** Video and audio elements that still hold something: a file (loading or loaded), a stream, playback. */
  media: number;
  /**
   * Video and audio elements out of the page that hold nothing any more (no file, no stream, paused)
   * but are still in memory. Chromium may keep the last such element of a page for a while after the
   * page let it go (a CI run saw one outlive a minute of forced collections, while the DOM's node
   * count stayed flat); one kept per session would make them pile up.
   */
  keptMedia: number;
  /** Camera tracks still live (not stopped). */
  liveTracks: number;
  /** Web workers (pdf.js runs one per open PDF document). */
  workers: number;
}

export interface Sample {
  heap: number;
  nodes: number;
  listeners: number;
  idbRecords: number;
  /** Records per `database/store`, to tell which one grows. */
  idbStores: Record<string, number>;
  localStorageBytes: number;
  retained: Retained;
  /** What each media element left was doing (to tell which screen kept it). */
  leftMedia: string[];
}

export interface Row {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

/** A media element (`item`) that holds no file (network state empty), no stream and does not play. */
const released = 'item.networkState === 0 && !item.srcObject && item.paused';

/** Instances (not the prototypes) that have `prototype` of the given constructor in their chain. */
const probes: Record<keyof Retained, { ctor: string; count: string; about?: string }> = {
  media: {
    ctor: 'HTMLMediaElement',
    count: `items.filter((item) => !(${released})).length`,
    about: `items.map((item) => [
      item.tagName.toLowerCase(),
      JSON.stringify(item.getAttribute('aria-label')),
      item.srcObject ? 'srcObject' : item.currentSrc ? 'src ' + item.currentSrc.split('/').pop() : 'no source',
      'network ' + item.networkState,
      'ready ' + item.readyState,
      item.paused ? 'paused' : 'playing',
      item.isConnected ? 'in the page' : 'detached',
    ].join(' '))`,
  },
  keptMedia: {
    ctor: 'HTMLMediaElement',
    count: `items.filter((item) => !item.isConnected && ${released}).length`,
  },
  liveTracks: {
    ctor: 'MediaStreamTrack',
    count: "items.filter((track) => track.readyState === 'live').length",
  },
  workers: { ctor: 'Worker', count: 'items.length' },
};

/** Counts the objects a finished session must have released (after garbage collection). */
async function retained(cdp: CDPSession): Promise<{ counts: Retained; leftMedia: string[] }> {
  const group = 'soak-retained';
  const counts = {} as Retained;
  let leftMedia: string[] = [];
  try {
    for (const [name, { ctor, count, about }] of Object.entries(probes)) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `${ctor}.prototype`,
        objectGroup: group,
      });
      if (!result.objectId) throw new Error(`no ${ctor} in the page`);
      const { objects } = await cdp.send('Runtime.queryObjects', {
        prototypeObjectId: result.objectId,
        objectGroup: group,
      });
      const { result: value } = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId!,
        // A subclass's prototype (HTMLVideoElement.prototype for HTMLMediaElement) is no instance.
        functionDeclaration: `function () {
          const items = this.filter((item) => !Object.prototype.hasOwnProperty.call(item, 'constructor'));
          return { count: ${count}, about: ${about ?? '[]'} };
        }`,
        returnByValue: true,
      });
      const found = value.value as { count: number; about: string[] };
      counts[name as keyof Retained] = found.count;
      if (about) leftMedia = found.about;
    }
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
  }
  return { counts, leftMedia };
}

/** Forces garbage collection, then reads the heap, DOM nodes, listeners, stored data and leftovers. */
export async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
  // DevTools (the test's own connection) keeps what the page logged, up to 1,000 messages; a kiosk
  // has no DevTools attached, so those are no part of its heap.
  await cdp.send('Runtime.discardConsoleEntries');
  let left = await retained(cdp);
  // A camera track stops, a PDF worker ends and a video lets go of its file when the page says so,
  // but a busy CI machine may take a while to get there: the counts are polled for up to a minute,
  // and what still holds something then fails the budget, naming what it was doing. Released
  // elements still in memory (keptMedia) hold nothing: more than one is given ten seconds (the
  // browser's last events to them) and then fails, as they must not pile up.
  const settle = async (settled: (counts: Retained) => boolean, timeout: number) => {
    if (settled(left.counts)) return;
    await expect
      .poll(async () => settled((left = await retained(cdp)).counts), { timeout })
      .toBe(true)
      .catch(() => undefined);
  };
  const holding = (counts: Retained) =>
    Object.values(counts).reduce((a, b) => a + b, 0) - counts.keptMedia;
  await settle((counts) => holding(counts) === 0, 60_000);
  await settle((counts) => counts.keptMedia <= 1, 10_000);
  // Until two collections in a row free nothing more (objects released by finalizers, weak maps).
  let heap = Infinity;
  for (let i = 0; i < 5; i += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    if (usedSize >= heap) break;
    heap = usedSize;
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? NaN;
  const figures = {
    heap: metric('JSHeapUsedSize'),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
  };
  const stored = await page.evaluate(async () => {
    let idbRecords = 0;
    const idbStores: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        idbStores[`${name}/${store}`] = await new Promise<number>((done) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => done(count.result);
          count.onerror = () => done(0);
        });
        // The outbox remembers delivered ids for 7 days (idempotency): bounded by time, not sessions.
        if (store !== 'delivered') idbRecords += idbStores[`${name}/${store}`] ?? 0;
      }
      db.close();
    }
    let localStorageBytes = 0;
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      localStorageBytes += key.length + (localStorage.getItem(key)?.length ?? 0);
    }
    return { idbRecords, idbStores, localStorageBytes };
  });
  return { ...figures, ...stored, retained: left.counts, leftMedia: left.leftMedia };
}

/** The least-squares slope of values against their index (growth per sample). */
export function slope(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The Theil–Sen slope: the median of the slopes between every two samples. A steady leak moves
 * every pair alike; one sample caught mid-way through the engine's own work (code compiled or
 * flushed, a buffer grown) moves few pairs, so it cannot fake a leak or hide one as it would in a
 * least-squares fit.
 */
export function robustSlope(values: number[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < values.length; i += 1)
    for (let j = i + 1; j < values.length; j += 1)
      slopes.push(((values[j] ?? 0) - (values[i] ?? 0)) / (j - i));
  return slopes.length ? median(slopes) : 0;
}

/** Budgets of issue 12 item 5 over samples taken after the warm-up, one per `unit`. */
export function soakRows(label: string, unit: string, samples: Sample[]): Row[] {
  type Figure = Exclude<keyof Sample, 'idbStores' | 'retained' | 'leftMedia'>;
  const growth = (key: Figure) => slope(samples.map((item) => item[key]));
  const first = samples[0];
  const last = samples[samples.length - 1];
  const range = (key: Figure) => {
    const values = samples.map((item) => item[key]);
    return `${first?.[key] ?? '?'} → ${last?.[key] ?? '?'}, ${Math.min(...values)}–${Math.max(...values)}`;
  };
  const heapSlope = robustSlope(samples.map((item) => item.heap));
  const most = (key: keyof Retained) => Math.max(...samples.map((item) => item.retained[key]));
  const holding = (Object.keys(probes) as (keyof Retained)[])
    .filter((key) => key !== 'keptMedia')
    .map((key) => `${key} ${most(key)}`);
  const leftMedia = [...new Set(samples.flatMap((item) => item.leftMedia))];
  return [
    {
      name: `${label}: JS heap slope`,
      value: `${(heapSlope / 1000).toFixed(2)} KB per ${unit} (median of pairwise slopes, ${samples.length} samples, ${((first?.heap ?? 0) / 1e6).toFixed(2)} → ${((last?.heap ?? 0) / 1e6).toFixed(2)} MB; least squares ${(growth('heap') / 1000).toFixed(2)} KB)`,
      budget: `≤ 5 KB per ${unit}`,
      ok: heapSlope <= 5000,
    },
    {
      name: `${label}: DOM nodes`,
      value: `${range('nodes')} (slope ${growth('nodes').toFixed(2)})`,
      budget: 'no growth (slope ≤ 0.5)',
      ok: growth('nodes') <= 0.5,
    },
    {
      name: `${label}: event listeners`,
      value: `${range('listeners')} (slope ${growth('listeners').toFixed(2)})`,
      budget: 'no growth (slope ≤ 0.1)',
      ok: growth('listeners') <= 0.1,
    },
    {
      name: `${label}: IndexedDB records`,
      value: `${range('idbRecords')} (${JSON.stringify(last?.idbStores ?? {})})`,
      budget: 'no growth',
      ok: (last?.idbRecords ?? 0) <= (first?.idbRecords ?? 0),
    },
    {
      name: `${label}: localStorage bytes`,
      value: `${range('localStorageBytes')} (slope ${growth('localStorageBytes').toFixed(2)})`,
      budget: 'no growth (slope ≤ 1 B)',
      ok: growth('localStorageBytes') <= 1,
    },
    {
      name: `${label}: video elements holding a file, a stream or playback, live camera tracks, PDF workers left`,
      value: `at most ${holding.join(', ')} in any sample${leftMedia.length ? ` (${leftMedia.join('; ')})` : ''}`,
      budget: 'none',
      ok: holding.every((item) => item.endsWith(' 0')),
    },
    {
      name: `${label}: released video elements still in memory`,
      value: `at most ${most('keptMedia')} in any sample`,
      budget: 'never more than one (none piles up)',
      ok: most('keptMedia') <= 1,
    },
  ];
}

/** The rows that miss their budget. */
export const failures = (rows: Row[]): Row[] => rows.filter((row) => !row.ok);

/** Prints the rows and, with SOAK_REPORT set (the bench), adds them to that JSON file. */
export function report(rows: Row[]): void {
  for (const row of rows)
    console.log(`${row.ok ? '✓' : '✗'} ${row.name}: ${row.value} (budget ${row.budget})`);
  const file = process.env.SOAK_REPORT;
  if (!file) return;
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows
    : [];
  writeFileSync(file, JSON.stringify({ rows: [...previous, ...rows] }));
}
