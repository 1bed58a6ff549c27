import type { settingsSchema } from './schemas/settings';

// The settings schema loads apart from the start-up code: zod builds a schema when its module
// loads, and the settings' schemas (with the common ones) made the start-up's longest task tens of
// ms longer on a slow tablet. index.html preloads its chunk (scripts/start-preload.mjs).
let loading: Promise<typeof settingsSchema> | undefined;

/** Loads the settings schema once; a failed download is forgotten, so the next call tries again. */
export function loadSettingsSchema(): Promise<typeof settingsSchema> {
  loading ??= import('./schemas/settings').then(
    (module) => module.settingsSchema,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
