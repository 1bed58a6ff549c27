import { deferredModule } from '@/lib/hooks/use-deferred-module';
import { yieldToMain } from '@/lib/yield-to-main';

// The schemas of the start screen's calls load apart from the start-up code: zod builds a schema
// when its module loads, and its runtime is several KiB. Kept out, the start-up's longest task is
// shorter on a slow tablet and the start screen's bytes smaller (issue 12 items 2 and 3). index.html
// preloads their chunks (scripts/start-preload.mjs), so a call does not wait for a download.

/**
 * Loads a schema module in steps, each evaluated in a task of its own: zod's runtime, the helpers
 * every schema is built from, then the module's own schemas. Evaluated together, the three made one
 * long task (35 ms on a slow tablet; Lighthouse's total blocking time counts it four times over).
 * The first step waits a task too: the transport asks for a call's schema as it sends the call, and
 * axios sends it from a chain of promise callbacks, so the call leaves first and the schema is built
 * while its answer is on the way. A module already loaded answers within promise callbacks.
 */
const inSteps =
  <T>(load: () => Promise<T>) =>
  () =>
    yieldToMain()
      .then(() => import('./schemas/runtime'))
      .then(yieldToMain)
      .then(() => import('./schemas/common'))
      .then(yieldToMain)
      .then(load);

const settings = deferredModule(inSteps(() => import('./schemas/settings')));
const employees = deferredModule(inSteps(() => import('./schemas/employees')));

/** The settings schema, loaded once; a failed download is forgotten, so the next call tries again. */
export const loadSettingsSchema = () => settings.load().then((module) => module.settingsSchema);

/** The employees' schemas (logins, lookups, the bell), loaded once like the settings schema. */
export const loadEmployeeSchemas = () => employees.load();

type EmployeeSchemas = Awaited<ReturnType<typeof loadEmployeeSchemas>>;

/** A loader of one of the employees' schemas, for request()'s `schema`. */
export const employeeSchema =
  <K extends keyof EmployeeSchemas>(name: K) =>
  () =>
    loadEmployeeSchemas().then((schemas) => schemas[name]);
