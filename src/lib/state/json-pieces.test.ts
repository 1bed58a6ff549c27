import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { educationPieces } from './json-pieces';

const joined = (head: Record<string, unknown>, educations: unknown) =>
  educationPieces(head, educations)
    .map((piece) => piece())
    .join('');

describe('the JSON text of educations in pieces', () => {
  it('reads back as the same value, whatever the educations hold', () => {
    const education = fc.oneof(
      fc.record({ uuid: fc.string(), steps: fc.array(fc.jsonValue(), { maxLength: 5 }) }),
      fc.record({ steps: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
      fc.jsonValue(),
    );
    const educations = fc.oneof(fc.array(education, { maxLength: 4 }), fc.jsonValue());
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), educations, (run, value) => {
        const head = run === undefined ? {} : { run };
        expect(JSON.parse(joined(head, value))).toEqual(
          JSON.parse(JSON.stringify({ ...head, educations: value })),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('makes each step a piece of its own', () => {
    const steps = Array.from({ length: 150 }, (_, index) => ({ uuid: `s${index}` }));
    expect(educationPieces({ run: 'r' }, [{ uuid: 'e', steps }])).toHaveLength(1 + 1 + 150 + 1 + 1);
  });
});
