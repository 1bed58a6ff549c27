import { AxiosHeaders } from 'axios';

import { configureApi, type ApiContext, type NetworkSample } from '@/lib/api/client';
import { toMockRequest } from '@/lib/api/mock/mock-adapter';
import type { MockRequest } from '@/lib/api/mock/mock-files';

import { mockDataSetAdapter } from './mock-data-set';
import { scriptedAdapter, type ScriptedAnswer } from './scripted-adapter';

type Method = 'GET' | 'POST';

/** A request as the server receives it: path, query, body, language, and the bearer token sent. */
export interface SentRequest extends MockRequest {
  /** The Authorization header, e.g. `Bearer jwt-1001`; undefined when none was sent. */
  authorization: string | undefined;
  /**
   * The write's key of an outbox send (the Idempotency-Key header, or the idempotency_key query
   * parameter, as configured); undefined for other calls and by default.
   */
  idempotencyKey: string | undefined;
}

/**
 * One call's answer: a status and body, a dropped connection (`'network'`), or a function of the
 * call's number (from 1, per `METHOD path`) and the request; `undefined` lets the data set answer.
 */
export type Answer =
  ScriptedAnswer | ((call: number, request: SentRequest) => ScriptedAnswer | undefined);

/**
 * The one fake server of the component tests: the request helper wired to the mock data set
 * (preloaded, so answers take promise turns only and fake timers can drive them). Returns what
 * the helper reported, every request as the server received it, `answer()` to replace the
 * answers to one `METHOD path`, and `answered()` to await the server's answer to a call.
 */
export function setupMockApi(overrides: Partial<ApiContext> & { scenario?: string } = {}) {
  const samples: NetworkSample[] = [];
  const maintenance: boolean[] = [];
  const requests: SentRequest[] = [];
  const answers = new Map<string, Answer>();
  const done = new Map<string, number>();
  const waiting: Array<{ key: string; count: number; resolve: () => void }> = [];
  const { scenario = '', ...rest } = overrides;
  sessionStorage.clear();

  const scripted = scriptedAdapter((config) => {
    const received = toMockRequest(config, scenario);
    const request: SentRequest = {
      ...received,
      authorization: AxiosHeaders.from(config.headers).get('Authorization')?.toString(),
      idempotencyKey:
        AxiosHeaders.from(config.headers).get('Idempotency-Key')?.toString() ??
        received.query.idempotency_key,
    };
    requests.push(request);
    const answer = answers.get(`${request.method} ${request.path}`);
    if (typeof answer !== 'function') return answer;
    const call = requests.filter(
      (sent) => sent.method === request.method && sent.path === request.path,
    ).length;
    return answer(call, request);
  }, mockDataSetAdapter(scenario));

  const settle = (key: string) => {
    done.set(key, (done.get(key) ?? 0) + 1);
    for (const wait of waiting.filter((entry) => entry.key === key)) {
      if ((done.get(key) ?? 0) >= wait.count) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  };

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
    adapter: async (config) => {
      const { method, path } = toMockRequest(config, scenario);
      try {
        return await scripted(config);
      } finally {
        settle(`${method} ${path}`);
      }
    },
    ...rest,
  });

  return {
    samples,
    maintenance,
    requests,
    /** Requests to one path, in order. */
    calls: (method: Method, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** Answers `METHOD path` with this status and body, a failed connection, or per call, from now on. */
    answer: (method: Method, path: string, answer: Answer) =>
      answers.set(`${method} ${path}`, answer),
    /**
     * Resolves once the server has answered the `count`-th call to `METHOD path` (the first by
     * default): await this, not a time-out, before looking for what the answer shows.
     */
    answered: (method: Method, path: string, count = 1) =>
      new Promise<void>((resolve) => {
        const key = `${method} ${path}`;
        if ((done.get(key) ?? 0) >= count) resolve();
        else waiting.push({ key, count, resolve });
      }),
  };
}

/** What `setupMockApi` returns. */
export type MockApi = ReturnType<typeof setupMockApi>;
