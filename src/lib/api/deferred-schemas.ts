import { deferredModule } from '@/lib/hooks/use-deferred-module';

// The schemas of the start screen's calls load apart from the start-up code: zod builds a schema
// when its module loads, and its runtime is several KiB. Kept out, the start-up's longest task is
// shorter on a slow tablet and the start screen's bytes smaller (issue 12 items 2 and 3). index.html
// preloads their chunks (scripts/start-preload.mjs), so a call does not wait for a download.
const settings = deferredModule(() => import('./schemas/settings'));
const employees = deferredModule(() => import('./schemas/employees'));

/** The settings schema, loaded once; a failed download is forgotten, so the next call tries again. */
export const loadSettingsSchema = () => settings.load().then((module) => module.settingsSchema);

/** The employees' schemas (logins, lookups, the bell), loaded once like the settings schema. */
export const loadEmployeeSchemas = () => employees.load();
