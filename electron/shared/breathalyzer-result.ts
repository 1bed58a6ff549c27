/**
 * The breathalyzer's result line, one parser for both sides: the shell's driver tells results from
 * status lines with it, the renderer's step reads the value with it. Pure TypeScript.
 */

/** A breathalyzer result line, read: the device name, the measured value and its level. */
export interface BreathalyzerReading {
  /** The line as the device sent it (trimmed): this is what the history records. */
  text: string;
  name: string;
  /** The value as written (e.g. '0.12'), for display without float rounding. */
  valueText: string;
  value: number;
  level: string;
}

/**
 * 'name,value-level' (spec 1 §4): a name without commas, a decimal value with a point
 * ('0.12', not '0' or '.12' or '0,12'), a hyphen, then a one-word level. E.g. 'Drager,0.12-low'.
 */
const RESULT_LINE = /^([^,]*[^,\s][^,]*),(\d+\.\d+)-([\p{L}\p{N}_]+)$/u;

/** The reading is at or above the settings' breathalyzer_threshold (sample 0.5). */
export const aboveThreshold = (
  reading: Pick<BreathalyzerReading, 'value'>,
  threshold: number,
): boolean => Number.isFinite(threshold) && threshold > 0 && reading.value >= threshold;

/** Reads a result line; anything not in the 'name,value-level' form is null (the step treats it as an error). */
export function parseBreathalyzerResult(line: string): BreathalyzerReading | null {
  const text = line.trim();
  const match = RESULT_LINE.exec(text);
  if (!match) return null;
  const [, name = '', valueText = '', level = ''] = match;
  return { text, name: name.trim(), valueText, value: Number(valueText), level };
}
