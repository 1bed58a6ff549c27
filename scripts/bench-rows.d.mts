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
