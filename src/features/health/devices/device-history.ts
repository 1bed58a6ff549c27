import { useSyncExternalStore } from 'react';

import { DEVICE_HISTORY_LINES } from '../health-constants';
import type { ProbeLine } from './device-probes';

/** The devices the health screen lists. */
export type DeviceName = 'breathalyzer' | 'rfid' | 'frontCamera' | 'overviewCamera';

/** A device's status line: a probe's line, the reader's state, a card, a snapshot's outcome. */
export type StatusLine =
  | ProbeLine
  | { kind: 'working'; working: boolean }
  | { kind: 'card'; code: string | null }
  | { kind: 'rfidError'; message: string }
  | { kind: 'snapshot'; ok: true }
  | { kind: 'snapshot'; ok: false; reason: string };

/** A status line and when it was last seen. */
export interface StatusRecord {
  at: number;
  line: StatusLine;
}

const empty: readonly StatusRecord[] = [];
let history: Partial<Record<DeviceName, readonly StatusRecord[]>> = {};
const listeners = new Set<() => void>();

/**
 * Notes a device's status line (kept for the page's life, the newest DEVICE_HISTORY_LINES of each
 * device). The same line again only moves its time: a reader that keeps saying "working" is one line.
 */
export function noteDeviceStatus(device: DeviceName, line: StatusLine, at = Date.now()): void {
  const lines = history[device] ?? empty;
  const same = lines[0] && JSON.stringify(lines[0].line) === JSON.stringify(line);
  const rest = same ? lines.slice(1) : lines;
  history = { ...history, [device]: [{ at, line }, ...rest].slice(0, DEVICE_HISTORY_LINES) };
  listeners.forEach((listener) => listener());
}

/** Forgets every device's lines (tests: module state is shared between test files). */
export function resetDeviceHistory(): void {
  history = {};
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A device's recent status lines, the newest first. */
export function useDeviceHistory(device: DeviceName): readonly StatusRecord[] {
  return useSyncExternalStore(subscribe, () => history[device] ?? empty);
}
