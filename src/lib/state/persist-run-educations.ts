import { createTransform } from 'redux-persist';

import { log } from '@/lib/log';

import { educationPieces, type JsonPiece } from './json-pieces';

/**
 * The storage key of the running flow's educations (its steps, questions and answers), beside the
 * persisted state's own key. A flow of 150 questions holds about 400 KB of them: kept inside the
 * persisted state they were serialised and written again on every change of the run (each tap);
 * apart, they are written once when the run starts and removed when it ends.
 */
export const RUN_EDUCATIONS_KEY = 'safety-terminal:run-educations';

/** The stepper slice as this transform sees it (lib does not import features: only the fields it moves). */
interface StepperLike {
  run: ({ id?: unknown; educations?: unknown } & Record<string, unknown>) | null;
}

/** What the side key holds: the run's id, so educations never join another run. */
interface StoredEducations {
  run: unknown;
  educations: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** localStorage, or null where there is none (the persisted state then has no storage either). */
function webStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The run and educations last written (by identity); undefined until this page has written or read any. */
let written: { run: unknown; educations: unknown } | null | undefined;

/** A new run's educations being written a slice at a time (see writeEducations). */
interface PendingWrite {
  run: unknown;
  educations: unknown;
  pieces: JsonPiece[];
  done: string[];
  timer: ReturnType<typeof setTimeout>;
}
let pending: PendingWrite | null = null;

/** How long one slice of building the educations' text may take (ms). */
const SLICE_MS = 8;

function writeText(run: unknown, educations: unknown, json: string): void {
  const storage = webStorage();
  if (!storage) return;
  try {
    storage.setItem(RUN_EDUCATIONS_KEY, json);
    written = { run, educations };
  } catch (error) {
    written = undefined;
    log.warn('persisted state: the educations of the run could not be written', error);
  }
}

/** Builds what is left of the pending text now and writes it (the page is going, or the run changed). */
export function flushRunEducations(): void {
  if (!pending) return;
  const { run, educations, pieces, done, timer } = pending;
  clearTimeout(timer);
  pending = null;
  for (let index = done.length; index < pieces.length; index += 1) done.push(pieces[index]!());
  writeText(run, educations, done.join(''));
}

/** One slice: a few more pieces of the text; once it is whole, the write gets a task of its own. */
function nextSlice(): void {
  const write = pending;
  if (!write) return;
  const { pieces, done } = write;
  if (done.length === pieces.length) {
    flushRunEducations();
    return;
  }
  const until = performance.now() + SLICE_MS;
  while (done.length < pieces.length && performance.now() < until)
    done.push(pieces[done.length]!());
  write.timer = setTimeout(nextSlice, 0);
}

/**
 * A new run's educations are written after the task that starts the run (which already renders),
 * their text built a few steps at a time in tasks of their own: serialising a long flow takes
 * tens of milliseconds on a slow terminal. The run's next write (the first record or step change)
 * finishes and writes them first if they are not written yet, so progress is never stored without
 * the flow it belongs to; a reload before either finds a run without educations, which starts
 * again at its first step, where it was.
 */
function writeEducations(run: unknown, educations: unknown): void {
  if (written && written.run === run && written.educations === educations) return;
  if (pending && pending.run === run && pending.educations === educations) {
    flushRunEducations();
    return;
  }
  if (pending) clearTimeout(pending.timer);
  pending = {
    run,
    educations,
    pieces: educationPieces({ run }, educations),
    done: [],
    timer: setTimeout(nextSlice, 0),
  };
}

function removeEducations(): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  if (written === null) return;
  webStorage()?.removeItem(RUN_EDUCATIONS_KEY);
  written = null;
}

/** The educations stored for the run with this id, or null. */
function readEducations(run: unknown): unknown[] | null {
  const text = webStorage()?.getItem(RUN_EDUCATIONS_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as unknown;
    if (!isObject(stored)) return null;
    const { run: owner, educations } = stored as Partial<StoredEducations>;
    return owner === run && Array.isArray(educations) ? educations : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the run's educations out of the persisted stepper slice, under RUN_EDUCATIONS_KEY: written
 * once per run (see writeEducations), never again on the run's later changes. Restored,
 * the run gets them back; a run whose educations are missing or belong to another run cannot be
 * resumed and is dropped (its flow starts again). Runs stored inline by older builds restore as they are.
 */
export const runEducationsTransform = createTransform<StepperLike, StepperLike>(
  (inbound) => {
    const run = inbound.run;
    if (!run) {
      removeEducations();
      return inbound;
    }
    if (!Array.isArray(run.educations)) return inbound;
    const { educations, ...rest } = run;
    writeEducations(run.id, educations);
    return { ...inbound, run: rest };
  },
  (outbound) => {
    if (!isObject(outbound)) return outbound;
    const run = outbound.run;
    if (!isObject(run)) {
      if (run === null) removeEducations();
      return outbound;
    }
    if ('educations' in run) return outbound;
    const educations = readEducations(run.id);
    if (!educations) {
      log.warn('persisted state: the educations of the run are missing; the run starts again');
      removeEducations();
      return { ...outbound, run: null };
    }
    written = { run: run.id, educations };
    return { ...outbound, run: { ...run, educations } };
  },
  { whitelist: ['stepper'] },
);
