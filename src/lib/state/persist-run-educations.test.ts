import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLogSinks } from '@/lib/log';

import { persistConfig, persistPromptly, PERSIST_KEY } from './persist';
import { RUN_EDUCATIONS_KEY } from './persist-run-educations';

/** The stepper slice as storage sees it: a run with its educations, and the question counts. */
interface Stepper {
  run: {
    id: string;
    stepIndex: number;
    history: { steps: unknown[] };
    educations: unknown[];
  } | null;
  questionCounts: Record<string, number>;
}

const started = (run: Stepper['run']) => ({ type: 'started', run });
const advanced = { type: 'advanced' };
const ended = { type: 'ended' };
const counted = { type: 'counted' };

function stepper(state: Stepper = { run: null, questionCounts: {} }, action: UnknownAction) {
  if (action.type === 'started')
    return { ...state, run: (action as unknown as { run: Stepper['run'] }).run };
  if (action.type === 'advanced' && state.run)
    return { ...state, run: { ...state.run, stepIndex: state.run.stepIndex + 1 } };
  if (action.type === 'ended') return { ...state, run: null };
  if (action.type === 'counted') return { ...state, questionCounts: { e1: 3 } };
  return state;
}

const educations = () => [{ uuid: 'flow-1', steps: [{ uuid: 's1' }, { uuid: 's2' }] }];
const aRun = (id: string, stepIndex: number) => ({
  id,
  stepIndex,
  history: { steps: [] },
  educations: educations(),
});

/** A persisted store of the stepper alone, restored from storage, with the prompt writes of the app. */
async function restoredStore() {
  // The app's config on a store of the stepper slice alone: the transform reads the slice by shape.
  const reducer = persistReducer(
    persistConfig as never,
    combineReducers({ stepper }),
  ) as unknown as (
    state: { stepper: Stepper } | undefined,
    action: UnknownAction,
  ) => { stepper: Stepper };
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  await persistor.flush();
  const stop = persistPromptly(store as never, persistor, window, () => undefined);
  return { store, persistor, stop };
}

/** The stepper slice as the persisted state's own key holds it. */
const storedStepper = () => {
  const outer = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}') as Record<
    string,
    string
  >;
  return JSON.parse(outer.stepper ?? 'null') as Stepper | null;
};
const storedEducations = () =>
  JSON.parse(localStorage.getItem(RUN_EDUCATIONS_KEY) ?? 'null') as unknown;

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe("a run's educations are stored beside the persisted state, once per run", () => {
  it('keeps them out of every write of the run, and writes them once, in tasks of their own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, stop } = await restoredStore();
    stops.push(stop);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const run = aRun('run-1', 0);
    store.dispatch(started(run));
    // The run's progress is written at once, without the flow; the flow follows in its own task.
    expect(storedStepper()?.run).toEqual({ id: 'run-1', stepIndex: 0, history: { steps: [] } });
    expect(storedEducations()).toBeNull();
    vi.runAllTimers();
    expect(storedEducations()).toEqual({ run: 'run-1', educations: run.educations });

    setItem.mockClear();
    store.dispatch(advanced);
    store.dispatch(advanced);
    expect(storedStepper()?.run?.stepIndex).toBe(2);
    expect(setItem.mock.calls.map(([key]) => key)).not.toContain(RUN_EDUCATIONS_KEY);
    setItem.mockRestore();
  });

  it("writes them with the run's next change, or when the page goes, if their task has not run yet", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, stop } = await restoredStore();
    stops.push(stop);
    store.dispatch(started(aRun('run-1', 0)));
    store.dispatch(advanced);
    expect(storedStepper()?.run?.stepIndex).toBe(1);
    expect(storedEducations()).toMatchObject({ run: 'run-1' });

    store.dispatch(started(aRun('run-2', 0)));
    window.dispatchEvent(new Event('pagehide'));
    expect(storedEducations()).toMatchObject({ run: 'run-2' });
  });

  it('gives them back to the run after a reload, which resumes at its step', async () => {
    const first = await restoredStore();
    stops.push(first.stop);
    const run = aRun('run-1', 0);
    first.store.dispatch(started(run));
    first.store.dispatch(advanced);
    first.stop();

    const second = await restoredStore();
    stops.push(second.stop);
    expect(second.store.getState().stepper.run).toEqual({ ...run, stepIndex: 1 });
  });

  it("drops a run whose educations are missing or another run's, keeping the question counts", async () => {
    const warnings: string[] = [];
    const first = await restoredStore();
    stops.push(first.stop);
    first.store.dispatch(counted);
    first.store.dispatch(started(aRun('run-1', 0)));
    first.store.dispatch(advanced);
    first.stop();
    localStorage.setItem(RUN_EDUCATIONS_KEY, JSON.stringify({ run: 'run-0', educations: [] }));

    setLogSinks([(level, message) => level === 'warn' && warnings.push(message)]);
    const second = await restoredStore();
    stops.push(second.stop);
    expect(second.store.getState().stepper).toEqual({ run: null, questionCounts: { e1: 3 } });
    expect(warnings).toEqual([expect.stringContaining('educations of the run are missing')]);
    expect(localStorage.getItem(RUN_EDUCATIONS_KEY)).toBeNull();
  });

  it('restores a run stored with its educations inside (older builds) as it was', async () => {
    const run = aRun('run-1', 3);
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        stepper: JSON.stringify({ run, questionCounts: {} }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, stop } = await restoredStore();
    stops.push(stop);
    expect(store.getState().stepper.run).toEqual(run);
  });

  it('removes them when the run ends (a logout leaves nothing of it)', async () => {
    const { store, stop } = await restoredStore();
    stops.push(stop);
    store.dispatch(started(aRun('run-1', 0)));
    store.dispatch(advanced);
    expect(localStorage.getItem(RUN_EDUCATIONS_KEY)).not.toBeNull();
    store.dispatch(ended);
    expect(localStorage.getItem(RUN_EDUCATIONS_KEY)).toBeNull();
    expect(storedStepper()?.run).toBeNull();
  });
});
