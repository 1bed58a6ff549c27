import { deferredModule } from '@/lib/hooks/use-deferred-module';

// The settings schema loads apart from the start-up code: zod builds a schema when its module
// loads, and the settings' schemas (with the common ones) made the start-up's longest task tens of
// ms longer on a slow tablet. index.html preloads its chunk (scripts/start-preload.mjs).
const schemas = deferredModule(() => import('./schemas/settings'));

/** Loads the settings schema once; a failed download is forgotten, so the next call tries again. */
export const loadSettingsSchema = () => schemas.load().then((module) => module.settingsSchema);
