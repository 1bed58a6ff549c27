import { ECHO_LIMIT, MAX_ADDRESS_LENGTH, QUESTION_ID_PATTERN } from './demo-constants';

/** What a demo hash route carries after its prefix: nothing, a question id, a JSON, or unreadable text. */
export type AddressValue =
  | { kind: 'empty' }
  | { kind: 'id'; id: string }
  | { kind: 'json'; value: unknown; echo: string }
  | { kind: 'invalid'; echo: string };

/** The part of a hash route after `prefix` ('/demo-question'), with its query and hash put back. */
export function addressRest(
  location: { pathname: string; search: string; hash: string },
  prefix: string,
): string {
  const { pathname, search, hash } = location;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  // A JSON may hold '?' or '#' (a file URL): the router split them off as the route's query and hash.
  return `${rest.replace(/^\//, '')}${search}${hash}`;
}

const decoded = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const parsed = (raw: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
};

/**
 * Reads a demo route's address part (GUIDE.md §9: input like any server answer). The browser may
 * or may not have percent-encoded it, so the raw text is tried first and the decoded text second.
 */
export function readAddress(raw: string): AddressValue {
  if (raw.length > MAX_ADDRESS_LENGTH) return { kind: 'invalid', echo: raw.slice(0, ECHO_LIMIT) };
  const text = decoded(raw).trim();
  const echo = text.slice(0, ECHO_LIMIT);
  if (text === '') return { kind: 'empty' };
  if (QUESTION_ID_PATTERN.test(text)) return { kind: 'id', id: text };
  for (const candidate of [raw.trim(), text]) {
    const result = parsed(candidate);
    if (result.ok && typeof result.value === 'object' && result.value !== null) {
      return { kind: 'json', value: result.value, echo };
    }
  }
  return { kind: 'invalid', echo };
}
