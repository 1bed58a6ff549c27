// The entry is kept tiny: it starts reading config.json and loads the kiosk's code (which index.html
// has the browser preload), so the configuration arrives while that code is still downloading.
import { prefetchConfigFile } from '@/config/config-file';

import '@/styles/global.css';

/** A kiosk whose code failed to arrive (the network blinked) tries the whole page again. */
const RELOAD_AFTER_MS = 10_000;

prefetchConfigFile();
import('@/app/boot').catch((error: unknown) => {
  console.error('the kiosk could not load its code; reloading', error);
  setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
});
