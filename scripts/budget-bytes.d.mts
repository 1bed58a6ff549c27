export const budgets: { startKiB: number; routeKiB: number };
export const startRoute: string;
export const bootModule: string;
export const mustBeLazy: { what: string; pattern: RegExp }[];
export function gzip(buffer: Buffer | string): Buffer;
export function readStartNamespaces(projectRoot: string): string[];
export function readLaterNamespaces(projectRoot: string): string[];

export interface BytesReport {
  start: { file: string; gzip: number }[];
  startBytes: number;
  startFiles: number;
  /** Every script of the build but the worker scripts. */
  chunks: { file: string; gzip: number }[];
  largest: { file: string; gzip: number };
  /** Scripts a chunk loads by their address to run in a worker (the PDF.js worker). */
  workers: { file: string; gzip: number }[];
  sourceMaps: string[];
  eager: { what: string; file: string; id: string }[];
  bundledDictionaries: string[];
}
export interface BudgetRow {
  name: string;
  value: string;
  budget: string;
  /** null: a reference figure, with no budget of its own. */
  ok: boolean | null;
}
export function measureBytes(
  dist: string,
  options?: { projectRoot?: string; language?: string },
): BytesReport;
export function bytesRows(
  report: BytesReport,
  options?: { sourceMapsAsked?: boolean },
): BudgetRow[];
export function printTable(rows: BudgetRow[]): boolean;
