import { configureApi, type ApiContext, type NetworkSample } from '@/lib/api/client';
import { createBrowserMockAdapter } from '@/lib/api/mock/browser-mock';

/** Wires the request helper to the mock data set for a test; returns what the helper reported. */
export function setupMockApi(overrides: Partial<ApiContext> & { scenario?: string } = {}) {
  const samples: NetworkSample[] = [];
  const maintenance: boolean[] = [];
  const { scenario = '', ...rest } = overrides;
  sessionStorage.clear();
  configureApi({
    config: {
      serverHost: 'http://terminal.test',
      apiVersion: '1.4.0',
      hostname: 'test-terminal',
      ip: '10.0.0.5',
    },
    platform: 'browser',
    getToken: () => undefined,
    getLanguage: () => 'ru',
    onSample: (sample) => samples.push(sample),
    onMaintenance: (active) => maintenance.push(active),
    adapter: createBrowserMockAdapter(scenario),
    ...rest,
  });
  return { samples, maintenance };
}
