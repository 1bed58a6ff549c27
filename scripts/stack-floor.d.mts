import type { BudgetRow } from './budget-bytes.mjs';

export function measureStackFloor(): Promise<number>;
export function stackFloorRow(bytes: number): BudgetRow;
