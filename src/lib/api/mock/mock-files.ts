/** Where mock answers come from: `read('employees/getForNumber.number=1001')` → parsed JSON. */
export interface MockFiles {
  read: (name: string) => Promise<unknown>;
}

export interface MockRequest {
  method: 'GET' | 'POST';
  /** Path under /api/v1 without leading or trailing slashes. */
  path: string;
  query: Record<string, string>;
  /** Form fields (files reduced to their names) or the JSON body. */
  body: Record<string, unknown>;
  /** Short language code; `en` prefers `.en.json` files. */
  language: string;
  /** Optional scenario name tried first (`settings.pin.json`). */
  scenario: string;
}

export interface MockResponse {
  status: number;
  body: unknown;
}

/** File names to try, best first: scenario, then each query or body field, then the plain path. */
export function candidateNames(request: MockRequest): string[] {
  const { path, query, body, language, scenario } = request;
  const fields = { ...query };
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = String(value);
    }
  }
  const variants = Object.keys(fields)
    .sort()
    .map((key) => `${path}.${key}=${fields[key]}`);
  const bases = [...(scenario ? [`${path}.${scenario}`] : []), ...variants, path];
  return bases.flatMap((base) => (language === 'en' ? [`${base}.en`, base] : [base]));
}

/** Reads the first existing candidate. */
export async function readFirst(files: MockFiles, request: MockRequest): Promise<unknown> {
  for (const name of candidateNames(request)) {
    const body = await files.read(name);
    if (body !== undefined) return body;
  }
  return undefined;
}

/** Replaces every "media:<file>" string with the URL the transport serves that file at. */
export function resolveMedia(value: unknown, mediaUrl: (file: string) => string): unknown {
  if (typeof value === 'string')
    return value.startsWith('media:') ? mediaUrl(value.slice(6)) : value;
  if (Array.isArray(value)) return value.map((item) => resolveMedia(item, mediaUrl));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveMedia(item, mediaUrl)]),
    );
  }
  return value;
}
