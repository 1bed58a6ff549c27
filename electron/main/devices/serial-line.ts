/** Text hygiene shared by the line protocols: framing off the edges, line noise recognised. */

const NUL = 0x00;
const STX = 0x02;
const ETX = 0x03;
const REPLACEMENT_CHARACTER = 0xfffd;

/** Framing and line ends at the edges: NUL, STX, ETX and whitespace (CR, LF, spaces, tabs). */
const isFraming = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code === NUL || code === STX || code === ETX || char.trim() === '';
};

/** Control characters (C0 except tab, DEL, C1) or U+FFFD, which stands for bytes that were not UTF-8. */
const isNoiseCode = (code: number): boolean =>
  (code < 0x20 && code !== 0x09) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === REPLACEMENT_CHARACTER;

/** The line without its framing or surrounding whitespace. */
export function cleanLine(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && isFraming(raw.charAt(start))) start += 1;
  while (end > start && isFraming(raw.charAt(end - 1))) end -= 1;
  return raw.slice(start, end);
}

/** Whether a (cleaned) line is line noise: garbage bytes, a baud-rate mismatch, a half-plugged cable. */
export const isLineNoise = (line: string): boolean =>
  [...line].some((char) => isNoiseCode(char.codePointAt(0) ?? 0));
