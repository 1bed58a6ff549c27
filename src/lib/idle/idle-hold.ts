import { useEffect, useSyncExternalStore } from 'react';

/**
 * Screens that run a timer of their own (a question's 60 s, the breathalyzer's 20 s idle, an exit
 * timer) hold the idle screensaver off while they show (spec 2 §2 Screensaver). A count of holders,
 * so overlapping holders release cleanly.
 */
let holders = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Holds the screensaver off while the calling component is mounted and `active`. */
export function useIdleHold(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    holders += 1;
    changed();
    return () => {
      holders -= 1;
      changed();
    };
  }, [active]);
}

/** Whether any screen holds the screensaver off now. */
export function useIdleHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}
