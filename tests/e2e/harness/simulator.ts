// The simulated desktop shell from a spec (config.json desktop: 'simulated'): its start state is
// scripted before the app boots (window.kioskSimulatorPreset, which installSimulatedKiosk reads),
// and afterwards the spec drives window.kioskSimulator.
import type { Page } from '@playwright/test';

import type { KioskSimulator, SimulatorPreset } from '@/lib/bridge/simulated-kiosk';

type SimulatedWindow = Window & {
  kioskSimulator: KioskSimulator;
  kioskSimulatorPreset?: SimulatorPreset;
};

/** Sets how the simulated shell starts, for every document the page opens. */
export const preset = (page: Page, value: SimulatorPreset) =>
  page.addInitScript((start) => {
    (window as unknown as SimulatedWindow).kioskSimulatorPreset = start;
  }, value);

/** Runs an action on the page's simulator (the function runs in the page). */
export async function simulator<T>(page: Page, action: (sim: KioskSimulator) => T): Promise<T> {
  const handle = await page.evaluateHandle(
    () => (window as unknown as SimulatedWindow).kioskSimulator,
  );
  return (await handle.evaluate(action)) as T;
}
