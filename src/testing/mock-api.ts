import { configureApi, type ApiContext, type NetworkSample } from '@/lib/api/client';
import { createBrowserMockAdapter } from '@/lib/api/mock/browser-mock';
import { toMockRequest } from '@/lib/api/mock/mock-adapter';
import type { MockRequest } from '@/lib/api/mock/mock-files';

import { scriptedAdapter, type ScriptedAnswer } from './scripted-adapter';

type Answer = ScriptedAnswer;

/**
 * Wires the request helper to the mock data set for a test. Returns what the helper reported,
 * every request as the server would receive it, and `answer()` to replace one call's answer.
 */
export function setupMockApi(overrides: Partial<ApiContext> & { scenario?: string } = {}) {
  const samples: NetworkSample[] = [];
  const maintenance: boolean[] = [];
  const requests: MockRequest[] = [];
  const answers = new Map<string, Answer>();
  const { scenario = '', ...rest } = overrides;
  sessionStorage.clear();
  const adapter = scriptedAdapter((config) => {
    const request = toMockRequest(config, scenario);
    requests.push(request);
    return answers.get(`${request.method} ${request.path}`);
  }, createBrowserMockAdapter(scenario));
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
    adapter,
    ...rest,
  });
  return {
    samples,
    maintenance,
    requests,
    /** Requests to one path, in order. */
    calls: (method: 'GET' | 'POST', path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** Answers `METHOD path` with this status and body (or a failed connection) from now on. */
    answer: (method: 'GET' | 'POST', path: string, answer: Answer) =>
      answers.set(`${method} ${path}`, answer),
  };
}
