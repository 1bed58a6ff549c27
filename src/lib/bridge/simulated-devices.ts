import type {
  BreathalyzerApi,
  BreathalyzerError,
  BreathalyzerErrorCode,
  BreathalyzerStatus,
  CameraApi,
  CameraSnapshot,
} from '@shared/kiosk-api';

type Listener<T> = (value: T) => void;

/** A set of listeners: `on` adds one and returns its unsubscribe, `emit` calls them all. */
export function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    on: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (value: T) => [...listeners].forEach((listener) => listener(value)),
  };
}

/** Scripts the simulated breathalyzer: its presence, then the statuses a measurement goes through. */
export interface BreathalyzerScript {
  /** Whether the device answers (detection and start); present until told otherwise. */
  setPresent: (present: boolean) => void;
  /** The device reports STANBY: ready for the user to blow. */
  ready: () => void;
  /** The device reports TRIGGER / BREATH / RESULT: analysing. */
  analyse: () => void;
  /** The device sends its result line (e.g. 'Drager,0.12-low'), then END. */
  finish: (resultText: string) => void;
  /** The device or its port fails. */
  fail: (code: BreathalyzerErrorCode, message?: string) => void;
  /** How many times the renderer started a measurement. */
  starts: () => number;
  /** How many times the renderer reset the device. */
  resets: () => number;
}

/** What a simulated camera URL answers: an 8×8 JPEG, an error status, a time-out, or a non-image. */
export type SnapshotOutcome = 'ok' | 'notFound' | 'timeout' | 'notImage';

/** Scripts the simulated network cameras; a URL not scripted answers with the image. */
export interface CameraScript {
  setSnapshot: (url: string, outcome: SnapshotOutcome) => void;
}

/** The shell's English messages for each failure (they go to the log; the screen shows its own text). */
const errorMessages: Record<BreathalyzerErrorCode, string> = {
  startTimeout: 'alcohol tester start error',
  notFound: 'Alcotester not found',
  module: 'Error in module Alcotester',
  accessDenied: 'Access denied to the breathalyzer port',
};

/** A simulated alcohol tester: answers start and reset, and emits what the script tells it. */
export function simulatedBreathalyzer(): { api: BreathalyzerApi; script: BreathalyzerScript } {
  const statuses = channel<BreathalyzerStatus>();
  const results = channel<string>();
  const errors = channel<BreathalyzerError>();
  let present = true;
  let starts = 0;
  let resets = 0;
  const notFound = { ok: false, code: 'notFound', message: errorMessages.notFound } as const;
  const api: BreathalyzerApi = {
    isPresent: () => Promise.resolve(present),
    start: () => {
      if (!present) return Promise.resolve(notFound);
      starts += 1;
      return Promise.resolve({ ok: true });
    },
    reset: () => {
      resets += 1;
      return Promise.resolve(present ? { ok: true } : notFound);
    },
    onStatus: statuses.on,
    onResult: results.on,
    onError: errors.on,
  };
  const script: BreathalyzerScript = {
    setPresent: (next) => {
      present = next;
    },
    ready: () => statuses.emit('ready'),
    analyse: () => statuses.emit('analysing'),
    finish: (resultText) => {
      results.emit(resultText);
      statuses.emit('finished');
    },
    fail: (code, message = errorMessages[code]) => errors.emit({ code, message }),
    starts: () => starts,
    resets: () => resets,
  };
  return { api, script };
}

/** An 8×8 green JPEG: what a simulated camera URL returns. */
const SNAPSHOT_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCcADp5/9k=';

/** The simulated snapshot's bytes (a fresh copy each time, as IPC would deliver). */
export function snapshotJpeg(): ArrayBuffer {
  const binary = atob(SNAPSHOT_JPEG_BASE64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

const snapshotFor = (url: string, outcome: SnapshotOutcome): CameraSnapshot => {
  if (!/^https?:\/\//i.test(url))
    return { ok: false, code: 'notFound', message: `${url}: not an http(s) URL` };
  switch (outcome) {
    case 'ok':
      return { ok: true, data: snapshotJpeg(), type: 'image/jpeg' };
    case 'notFound':
      return { ok: false, code: 'notFound', message: `${url}: 404 Not Found` };
    case 'timeout':
      return { ok: false, code: 'timeout', message: `${url}: no answer in time` };
    case 'notImage':
      return { ok: false, code: 'notImage', message: `${url}: text/html is not an image` };
  }
};

/** Simulated network cameras: every http(s) URL answers as scripted (the image by default). */
export function simulatedCameras(): { api: CameraApi; script: CameraScript } {
  const outcomes = new Map<string, SnapshotOutcome>();
  return {
    api: { fetchSnapshot: (url) => Promise.resolve(snapshotFor(url, outcomes.get(url) ?? 'ok')) },
    script: { setSnapshot: (url, outcome) => void outcomes.set(url, outcome) },
  };
}
