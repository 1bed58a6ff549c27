/** Builds one piece of JSON text. */
export type JsonPiece = () => string;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON.stringify, with `null` where JSON has no text for the value (as inside an array). */
const text = (value: unknown): string => JSON.stringify(value) ?? 'null';

/**
 * The JSON text of an object holding a list of educations, in pieces whose concatenation is
 * `JSON.stringify(object)` but for key order (`steps` comes last in an education): each step of
 * each education is a piece of its own, so the text can be built a few steps at a time.
 */
export function educationPieces(head: Record<string, unknown>, educations: unknown): JsonPiece[] {
  if (!Array.isArray(educations)) return [() => text({ ...head, educations })];
  const start = text(head).slice(0, -1);
  const pieces: JsonPiece[] = [() => `${start}${start.length > 1 ? ',' : ''}"educations":[`];
  educations.forEach((education, index) => {
    const comma = index > 0 ? ',' : '';
    if (!isObject(education) || !Array.isArray(education.steps)) {
      pieces.push(() => comma + text(education));
      return;
    }
    const { steps } = education;
    pieces.push(() => {
      const open = text({ ...education, steps: undefined }).slice(0, -1);
      return `${comma}${open}${open.length > 1 ? ',' : ''}"steps":[`;
    });
    steps.forEach((step, at) => pieces.push(() => (at > 0 ? ',' : '') + text(step)));
    pieces.push(() => ']}');
  });
  pieces.push(() => ']}');
  return pieces;
}
