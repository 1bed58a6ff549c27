// Figures of the memory soak (tests/e2e/soak.spec.ts): samples after forced garbage collection,
// least-squares slopes, and the rows the bench prints.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import type { CDPSession, Page } from '@playwright/test';

export interface Sample {
  heap: number;
  nodes: number;
  listeners: number;
  idbRecords: number;
  /** Records per `database/store`, to tell which one grows. */
  idbStores: Record<string, number>;
  localStorageBytes: number;
}

export interface Row {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

/** Forces garbage collection, then reads the heap, DOM nodes, listeners and stored data. */
export async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? NaN;
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
  return {
    heap: metric('JSHeapUsedSize'),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    ...stored,
  };
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

/** Budgets of issue 12 item 5 over samples taken after the warm-up, one per `unit`. */
export function soakRows(label: string, unit: string, samples: Sample[]): Row[] {
  type Figure = Exclude<keyof Sample, 'idbStores'>;
  const growth = (key: Figure) => slope(samples.map((item) => item[key]));
  const first = samples[0];
  const last = samples[samples.length - 1];
  const range = (key: Figure) => `${first?.[key] ?? '?'} → ${last?.[key] ?? '?'}`;
  return [
    {
      name: `${label}: JS heap slope`,
      value: `${(growth('heap') / 1000).toFixed(2)} KB per ${unit} (${samples.length} samples, ${((first?.heap ?? 0) / 1e6).toFixed(2)} → ${((last?.heap ?? 0) / 1e6).toFixed(2)} MB)`,
      budget: `≤ 5 KB per ${unit}`,
      ok: growth('heap') <= 5000,
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
  ];
}

/**
 * Asserts the budgets. Outside the bench (SOAK_STRICT unset), rows named in `known` — leaks found
 * and reported to their owners — are printed and annotated but do not fail `npm test`.
 */
export function failures(rows: Row[], known: string[]): Row[] {
  const strict = process.env.SOAK_STRICT === '1';
  return rows.filter(
    (row) => !row.ok && (strict || !known.some((name) => row.name.endsWith(name))),
  );
}

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
