import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';

import type { MockFiles, MockRequest, MockResponse } from '../../src/lib/api/mock/mock-files';
import { emptyOverlay, type MockOverlay } from '../../src/lib/api/mock/mock-overlay';
import { createMockRouter } from '../../src/lib/api/mock/mock-router';

/** A file the kiosk uploaded, as the server received it. */
export interface ReceivedFile {
  fileName: string;
  type: string;
  size: number;
  content: Buffer;
}

/** One request exactly as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path under /api/v1, no leading slash. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  files?: Record<string, ReceivedFile>;
}

export type StubAnswer =
  { status: number; body: unknown; headers?: Record<string, string> } | { networkDrop: true };

/**
 * A fault the stub can inject: none, a dropped connection, a 500 or 503, an answer after the client
 * gave up (the write accepted), a proxy's HTML page with 200 (the write never reached the API), or a
 * restart that forgets every session (the write answered 401).
 */
export type ChaosFault = 'none' | 'drop' | '500' | '503' | 'slow' | 'html200' | 'restart';

/** Random faults on the matching calls (the chaos test): `pick` chooses one per call. */
export interface ChaosPlan {
  match: (method: string, path: string) => boolean;
  /** The fault for this call (it may look at what the call carries). */
  pick: (request: RecordedRequest) => ChaosFault;
  /** How long a slow answer waits (past the kiosk's time-out); the write itself is accepted. */
  slowMs: number;
}

/** The writes the stub accepted (POSTs answered 2xx), and the repeats a key told it to ignore. */
export interface IdempotencyLedger {
  /**
   * The first accepted request of each write key (the Idempotency-Key header or the
   * idempotency_key query parameter); a write without a key is a write of its own.
   */
  accepted: Map<string, RecordedRequest>;
  /** Repeats of an accepted key, answered without counting them again. */
  repeats: number;
  /** Faults injected, by kind. */
  faults: Record<ChaosFault, number>;
}

/** The headers the spec sends (spec 1 §7): all a site's server lists in its CORS. */
export const SPEC_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-VERSION',
  'X-HOSTNAME',
  'X-IP',
  'X-PLATFORM',
  'X-LANGUAGE',
];

export interface ApiStub {
  url: string;
  requests: () => RecordedRequest[];
  /** Forgets recorded requests, remembered writes, overrides and the scenario. */
  reset: () => void;
  /**
   * Answers `METHOD path` (exact path under /api/v1) with this instead of the mock data (or with
   * what `answer` makes of each call); with `when`, only the calls it accepts (e.g. one employee's
   * login).
   */
  override: (
    method: 'GET' | 'POST',
    path: string,
    answer: StubAnswer | ((request: RecordedRequest) => StubAnswer),
    when?: (request: RecordedRequest) => boolean,
  ) => void;
  /** Drops the override of `METHOD path`: the mock data answers again (the server heals). */
  heal: (method: 'GET' | 'POST', path: string) => void;
  scenario: (name: string) => void;
  /** Injects random faults into the matching calls until called with null (the network heals). */
  chaos: (plan: ChaosPlan | null) => void;
  /** Writes by Idempotency-Key: the stub honours the key as a server should (a repeat counts once). */
  ledger: () => IdempotencyLedger;
  /** Headers the CORS preflight allows besides the spec's (none by default, as a site's server). */
  allowHeaders: (extra: string[]) => void;
  /**
   * Sessions as a site's server keeps them: on, a write (a POST other than a login) without a token
   * it minted (or with one minted before a restart) is answered 401; logins mint fresh tokens.
   * Reads are let through, so the screens of a test go on while its writes meet the 401s.
   */
  sessions: (enforced: boolean) => void;
  /** A restart: every token minted so far is forgotten. */
  forgetSessions: () => void;
  /** Employees whose login (by uuid) the server refuses with 404, as an unknown or fired one. */
  refuseLogin: (uuids: string[]) => void;
  /** The employee (uuid) a token was minted for by a login, if this server minted it. */
  tokenOwner: (token: string) => string | undefined;
  close: () => Promise<void>;
}

const emptyLedger = (): IdempotencyLedger => ({
  accepted: new Map(),
  repeats: 0,
  faults: { none: 0, drop: 0, '500': 0, '503': 0, slow: 0, html200: 0, restart: 0 },
});

const API = '/api/v1/';
const mediaTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

async function parseBody(
  req: IncomingMessage,
  raw: Buffer,
): Promise<Pick<RecordedRequest, 'json' | 'form' | 'files'>> {
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return {};
  if (type.includes('application/json'))
    return { json: JSON.parse(raw.toString('utf8')) as unknown };
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const parsed = await new Request('http://stub.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    const form: Record<string, string> = {};
    const files: Record<string, ReceivedFile> = {};
    for (const [key, value] of parsed.entries()) {
      if (typeof value === 'string') form[key] = value;
      else
        files[key] = {
          fileName: value.name,
          type: value.type,
          size: value.size,
          content: Buffer.from(await value.arrayBuffer()),
        };
    }
    return { form, files };
  }
  return { json: raw.toString('utf8') };
}

/**
 * The HTTP API stub for end-to-end tests: serves the mock data set on 127.0.0.1 with CORS, through
 * the same router as the browser's mock mode, and records every request it receives.
 */
export async function startApiStub(
  options: { port?: number; mocksDir?: string } = {},
): Promise<ApiStub> {
  const mocksDir = resolve(options.mocksDir ?? 'mocks');
  let recorded: RecordedRequest[] = [];
  let overlay: MockOverlay = emptyOverlay();
  type Override = {
    answer: StubAnswer | ((request: RecordedRequest) => StubAnswer);
    when?: (request: RecordedRequest) => boolean;
  };
  let overrides = new Map<string, Override>();
  let scenario = '';
  let baseUrl = '';
  let chaos: ChaosPlan | null = null;
  let ledger = emptyLedger();
  let extraHeaders: string[] = [];
  let enforced = false;
  let epoch = 0;
  let minted = 0;
  let tokens = new Set<string>();
  /** Every token a login minted, with its employee (kept across restarts, for the checks). */
  const owners = new Map<string, string>();
  let refusedLogins = new Set<string>();
  let writes = 0;

  const files: MockFiles = {
    read: async (name) => {
      try {
        return JSON.parse(await readFile(join(mocksDir, `${name}.json`), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
  };
  const route = createMockRouter({
    files,
    memory: { load: () => overlay, save: (next) => (overlay = next) },
    mediaUrl: (file) => `${baseUrl}/media/${encodeURIComponent(file)}`,
  });

  const send = (
    res: ServerResponse,
    answer: MockResponse & { headers?: Record<string, string> },
  ) => {
    res.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      ...answer.headers,
    });
    res.end(JSON.stringify(answer.body));
  };

  /** A login's answer with a token of this server's life (a restart forgets them). */
  const withToken = (answer: MockResponse): MockResponse => {
    const body = answer.body as { data?: unknown } | null;
    const data = Array.isArray(body?.data) ? body.data[0] : body?.data;
    if (!data || typeof data !== 'object') return answer;
    const employee = data as { token?: unknown; uuid?: unknown };
    const token = `${String(employee.token ?? employee.uuid ?? 'session')}.${epoch}.${(minted += 1)}`;
    tokens.add(token);
    if (typeof employee.uuid === 'string') owners.set(token, employee.uuid);
    const next = { ...employee, token };
    return {
      ...answer,
      body: { ...body, data: Array.isArray(body?.data) ? [next, ...body.data.slice(1)] : next },
    };
  };

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', [...SPEC_HEADERS, ...extraHeaders].join(', '));
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/media/')) {
      const file = decodeURIComponent(url.pathname.slice('/media/'.length));
      try {
        const content = await readFile(join(mocksDir, 'media', file.replace(/[\\/]/g, '')));
        res
          .writeHead(200, {
            'content-type': mediaTypes[extname(file)] ?? 'application/octet-stream',
          })
          .end(content);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    if (!url.pathname.startsWith(API)) {
      res.writeHead(404).end();
      return;
    }
    const path = decodeURIComponent(url.pathname.slice(API.length)).replace(/\/+$/, '');
    const method = req.method === 'POST' ? 'POST' : 'GET';
    const body = await parseBody(req, await readBody(req));
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
    );
    const query = Object.fromEntries(url.searchParams.entries());
    const received: RecordedRequest = { method, path, query, headers, ...body };
    recorded.push(received);

    const fault = chaos?.match(method, path) ? chaos.pick(received) : 'none';
    if (chaos?.match(method, path)) ledger.faults[fault] += 1;
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault === '500' || fault === '503') {
      send(res, { status: Number(fault), body: { message: `chaos ${fault}` } });
      return;
    }
    if (fault === 'html200') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Portal</title><p>Please sign in to the network.</p>');
      return;
    }
    if (fault === 'restart') {
      epoch += 1;
      tokens = new Set();
    }
    const isLogin = /^(employees|ldap|students)\/auth$/.test(path);
    const token = headers.authorization?.replace(/^Bearer\s+/i, '');
    if (enforced && method === 'POST' && !isLogin && !(token && tokens.has(token))) {
      send(res, { status: 401, body: { message: 'Unauthorized' } });
      return;
    }
    if (isLogin && typeof body.form?.uuid === 'string' && refusedLogins.has(body.form.uuid)) {
      send(res, { status: 404, body: { message: 'Сотрудник не найден или уволен' } });
      return;
    }
    const key = headers['idempotency-key'] ?? query.idempotency_key;
    if (key && ledger.accepted.has(key)) {
      ledger.repeats += 1;
      send(res, { status: 200, body: { data: { status: 'ok' } } });
      return;
    }

    const matched = overrides.get(`${method} ${path}`);
    const answered = matched && (!matched.when || matched.when(received)) ? matched.answer : null;
    const override = typeof answered === 'function' ? answered(received) : answered;
    if (override && 'networkDrop' in override) {
      req.socket.destroy();
      return;
    }
    if (override) {
      // A login answered by a test still mints this server's token; a write it answers is accepted.
      const answer = isLogin && override.status < 300 ? withToken(override) : override;
      if (method === 'POST' && !isLogin && answer.status < 300)
        ledger.accepted.set(key ?? `write-${(writes += 1)}`, received);
      send(res, answer);
      return;
    }
    const mockBody: Record<string, unknown> = { ...(body.form ?? {}) };
    for (const [key, file] of Object.entries(body.files ?? {}))
      mockBody[key] = { fileName: file.fileName, size: file.size };
    if (body.json && typeof body.json === 'object') Object.assign(mockBody, body.json);
    const request: MockRequest = {
      method,
      path,
      query,
      body: mockBody,
      language: headers['x-language'] ?? 'ru',
      scenario,
    };
    let answer = await route(request);
    if (isLogin && answer.status < 300) answer = withToken(answer);
    if (method === 'POST' && !isLogin && answer.status < 300)
      ledger.accepted.set(key ?? `write-${(writes += 1)}`, received);
    if (fault === 'slow' && chaos) {
      const wait = chaos.slowMs;
      await new Promise((done) => setTimeout(done, wait));
      if (res.destroyed) return;
    }
    send(res, answer);
  });

  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url: baseUrl,
    requests: () => recorded,
    reset: () => {
      recorded = [];
      overlay = emptyOverlay();
      overrides = new Map();
      scenario = '';
      chaos = null;
      ledger = emptyLedger();
      extraHeaders = [];
      enforced = false;
      refusedLogins = new Set();
    },
    override: (method, path, answer, when) => overrides.set(`${method} ${path}`, { answer, when }),
    heal: (method, path) => void overrides.delete(`${method} ${path}`),
    scenario: (name) => {
      scenario = name;
    },
    chaos: (plan) => {
      chaos = plan;
    },
    ledger: () => ledger,
    allowHeaders: (extra) => {
      extraHeaders = extra;
    },
    sessions: (on) => {
      enforced = on;
    },
    forgetSessions: () => {
      epoch += 1;
      tokens = new Set();
    },
    refuseLogin: (uuids) => {
      refusedLogins = new Set(uuids);
    },
    tokenOwner: (token) => owners.get(token.replace(/^Bearer\s+/i, '')),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
