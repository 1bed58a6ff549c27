import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

import { idleScreensaverModule } from '@/app/shell-parts';
import { languageMenu } from '@/components/ui/language-picker';
import { loadOnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { otherStartSteps } from '@/features/auth/lazy-steps';
import { forgetStepFilesStore } from '@/features/stepper/step-files';
import { loadTransport } from '@/lib/api/client';
import { loadEmployeeSchemas, loadSettingsSchema } from '@/lib/api/deferred-schemas';
import { setLogSinks } from '@/lib/log';
import { resetOutbox } from '@/lib/outbox/outbox';
import { restoreStructuredClone } from '@/lib/outbox/testing/keep-blobs';

import { removeFakeIndexedDb } from './fake-indexed-db';

// The app loads the on-screen keyboard's keys lazily; tests get them at its first render.
await loadOnScreenKeyboard();
// So do the request helper's transport and the schemas of the start screen's calls (with the first
// call): tests get them before their first call, so the fake server answers in promise turns only.
await Promise.all([loadTransport(), loadSettingsSchema(), loadEmployeeSchemas()]);
// And so do the root layout's idle screensaver (once the app is set up), the login steps other
// than the personnel number's and the language picker's list.
await Promise.all([idleScreensaverModule.load(), otherStartSteps.load(), languageMenu.load()]);

// Tests await the condition a screen depends on (a server answer with `api.answered()`, a faked
// clock with `vi.advanceTimersByTimeAsync`), so `findBy…` only waits out rendering. This longer
// ceiling (default 1 s) is the last-resort net for a machine busy with other runs, not a wait.
configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  // Tests read the log through their own sink when they care; keep the output clean otherwise.
  setLogSinks([]);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  // Every write goes through the outbox (IndexedDB, else its localStorage fallback): each test
  // starts with an empty one.
  await resetOutbox();
});

// Test files share the module cache and the global object (no isolation, for speed): what one file
// opened or installed must not reach the next one.
afterAll(() => {
  forgetStepFilesStore();
  removeFakeIndexedDb();
  restoreStructuredClone();
});
