import type { AxiosAdapter } from 'axios';

import { createMockAdapter } from '@/lib/api/mock/mock-adapter';
import type { MockFiles } from '@/lib/api/mock/mock-files';
import { emptyOverlay, type MockOverlay } from '@/lib/api/mock/mock-overlay';
import { createMockRouter } from '@/lib/api/mock/mock-router';

/*
 * The mock data set loaded with the test module (eager), not file by file on first use as the
 * browser build does: an answer then takes only promise turns, never a module load whose speed
 * depends on how busy the machine is, and a faked clock can drive a screen that loads data.
 */
const jsonFiles = import.meta.glob<{ default: unknown }>('/mocks/**/*.json', { eager: true });
const mediaFiles = import.meta.glob<string>('/mocks/media/*', {
  query: '?url',
  import: 'default',
  eager: true,
});

const files: MockFiles = {
  read: (name) => {
    const file = jsonFiles[`/mocks/${name}.json`];
    return Promise.resolve(file ? structuredClone(file.default) : undefined);
  },
};

/** The same key as the browser's mock transport, so tests see the writes where the app keeps them. */
const STORAGE_KEY = 'safety-terminal:mock-writes';

const memory = {
  load: (): MockOverlay => {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as MockOverlay) : emptyOverlay();
  },
  save: (overlay: MockOverlay) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overlay)),
};

/** The browser's mock transport over the preloaded data set; writes last until sessionStorage is cleared. */
export function mockDataSetAdapter(scenario: string): AxiosAdapter {
  const route = createMockRouter({
    files,
    memory,
    mediaUrl: (file) => mediaFiles[`/mocks/media/${file}`] ?? `missing-media/${file}`,
  });
  return createMockAdapter(route, scenario);
}

/** The body of one mock data file, e.g. `mockFile('risks/<uuid>')`; undefined when there is none. */
export const mockFile = (name: string): unknown => {
  const file = jsonFiles[`/mocks/${name}.json`];
  return file ? structuredClone(file.default) : undefined;
};
