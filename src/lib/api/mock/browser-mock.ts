import type { AxiosAdapter } from 'axios';

import { createMockAdapter } from './mock-adapter';
import type { MockFiles } from './mock-files';
import { emptyOverlay, type MockOverlay } from './mock-overlay';
import { createMockRouter } from './mock-router';

const jsonFiles = import.meta.glob<{ default: unknown }>('/mocks/**/*.json');
const mediaFiles = import.meta.glob<string>('/mocks/media/*', {
  query: '?url',
  import: 'default',
  eager: true,
});
const STORAGE_KEY = 'safety-terminal:mock-writes';

const files: MockFiles = {
  read: async (name) => {
    const load = jsonFiles[`/mocks/${name}.json`];
    return load ? structuredClone((await load()).default) : undefined;
  },
};

/** Writes are remembered for the rest of the browser session (sessionStorage). */
const memory = {
  load: (): MockOverlay => {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as MockOverlay) : emptyOverlay();
    } catch {
      return emptyOverlay();
    }
  },
  save: (overlay: MockOverlay) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overlay)),
};

/** The mock transport of the browser build: mocks/ files bundled as lazy chunks. */
export function createBrowserMockAdapter(scenario: string): AxiosAdapter {
  const route = createMockRouter({
    files,
    memory,
    mediaUrl: (file) => mediaFiles[`/mocks/media/${file}`] ?? `missing-media/${file}`,
  });
  return createMockAdapter(route, scenario);
}
