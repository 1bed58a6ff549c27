import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

/** How a scripted server answers one call: a status and body (after an optional delay), or a dropped connection. */
export type ScriptedAnswer =
  | { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> }
  | 'network';

/**
 * An axios transport for tests that answers each call as `answer` says; `undefined` hands the call
 * to `fallback` (e.g. the mock data set).
 */
export function scriptedAdapter(
  answer: (config: InternalAxiosRequestConfig) => ScriptedAnswer | undefined,
  fallback?: AxiosAdapter,
): AxiosAdapter {
  return async (config) => {
    const scripted = answer(config);
    if (scripted === undefined) {
      if (!fallback) throw new Error(`No scripted answer for ${config.url}`);
      return fallback(config);
    }
    if (scripted === 'network')
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
    const response = {
      data: scripted.body,
      status: scripted.status,
      statusText: '',
      headers: new AxiosHeaders(scripted.headers),
      config,
    };
    if (scripted.status >= 400)
      throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
}
