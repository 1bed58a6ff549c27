import type { Fetch } from './server-check';

/** Headers a browser sends without asking the server (no preflight for these alone). */
const SIMPLE = new Set(['accept', 'accept-language', 'content-language']);

/**
 * A server on another origin as the browser lets the page see it: a call with a header its CORS
 * does not allow fails as a network error (TypeError), as does every call when it is down.
 */
export function strictServer(options: { allowed: string[]; down?: boolean }): {
  fetch: Fetch;
  calls: Array<Record<string, string>>;
} {
  const allowed = new Set(options.allowed.map((name) => name.toLowerCase()));
  const calls: Array<Record<string, string>> = [];
  return {
    calls,
    fetch: async (_url, init) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push(headers);
      if (options.down) throw new TypeError('Failed to fetch');
      const refused = Object.keys(headers).some(
        (name) => !SIMPLE.has(name.toLowerCase()) && !allowed.has(name.toLowerCase()),
      );
      if (refused) throw new TypeError('Failed to fetch');
      return new Response('{"data":{}}', { status: 200 });
    },
  };
}

/** The headers docs/api-contract.md asks a site's server to allow. */
export const SPEC_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-VERSION',
  'X-HOSTNAME',
  'X-IP',
  'X-PLATFORM',
  'X-LANGUAGE',
];
