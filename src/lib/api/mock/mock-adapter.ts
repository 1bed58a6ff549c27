import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

import type { MockRequest, MockResponse } from './mock-files';

/** Reduces an axios request to what the mock router reads. */
export function toMockRequest(config: InternalAxiosRequestConfig, scenario: string): MockRequest {
  const url = new URL(config.url ?? '', 'http://mock.invalid/');
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const query: Record<string, string> = Object.fromEntries(url.searchParams.entries());
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  let body: Record<string, unknown> = {};
  if (config.data instanceof FormData) {
    for (const [key, value] of config.data.entries()) {
      body[key] =
        typeof value === 'string'
          ? value
          : { fileName: value.name, size: value.size, type: value.type };
    }
  } else if (typeof config.data === 'string' && config.data) {
    try {
      const parsed: unknown = JSON.parse(config.data);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const headers = AxiosHeaders.from(config.headers);
  return {
    method: (config.method ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET',
    path,
    query,
    body,
    language: String(headers.get('X-LANGUAGE') ?? 'ru'),
    scenario,
  };
}

/** An axios transport that answers from the mock router instead of the network. */
export function createMockAdapter(
  route: (request: MockRequest) => Promise<MockResponse>,
  scenario = '',
): AxiosAdapter {
  return async (config) => {
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const answer = await route(toMockRequest(config, scenario));
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: answer.status < 400 ? 'OK' : 'Error',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
}
