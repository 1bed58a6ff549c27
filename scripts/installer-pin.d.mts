export const DEFAULT_ITERATIONS: number;
export const MIN_ITERATIONS: number;
export const MIN_CODE_DIGITS: number;
export function codeProblem(code: string): string | null;
export function installerPinHash(
  code: string,
  options?: { iterations?: number; salt?: string },
): string;
