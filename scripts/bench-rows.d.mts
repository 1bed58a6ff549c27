import type { BudgetRow } from './budget-bytes.mjs';

export const margin: { time: number; score: number };
export function atMostRow(
  name: string,
  value: number,
  budget: number,
  show: (value: number) => string,
  options?: { timing?: boolean },
): BudgetRow;
export function atLeastScoreRow(
  name: string,
  score: number,
  min: number,
  value?: string,
): BudgetRow;
export function skippedRow(name: string): BudgetRow;
export function median(values: readonly number[]): number;

/** One run of a figure: what it measured, or why it broke. */
export type Run = { ok: true; value: number } | { ok: false; reason: string };
export function passedRun(value: number): Run;
export function failedRun(reason: string): Run;
export function runsRow(
  name: string,
  runs: readonly Run[],
  budget: number,
  show: (value: number) => string,
  options?: { timing?: boolean },
): BudgetRow;

/** A tap of the pre-shift flow taken: the button's name and the heading of the screen it was on. */
export interface FlowTap {
  button: string;
  screen: string;
}
/** A tap the flow expects: any one of `buttons`, on `screen` when given. */
export interface ExpectedTap {
  buttons: readonly string[];
  screen?: string;
}
export function tapFlowRun(
  run: { slowest?: number; tapped?: readonly FlowTap[]; endedOn?: string; error?: string },
  expected: { taps: readonly ExpectedTap[]; endedOn: string },
): Run;
