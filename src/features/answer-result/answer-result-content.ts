import { isRightSelection, visualAnswer } from '@/components/question/question-logic';
import type { Answer } from '@/lib/api/schemas/questions';
import type { LastAnswer } from '@/lib/state/last-answer-slice';

/** The four full-screen answer result routes (spec 1 §2). */
export type AnswerResultKind = 'failVisual' | 'successVisual' | 'fail' | 'success';

/** What a route shows of the last answer. */
export type AnswerResultContent =
  | { kind: 'failVisual'; visual: Answer; visualisation: NonNullable<Answer['visualisation']> }
  | { kind: 'fail' | 'success' | 'successVisual' };

/**
 * The content of a route for the last answer, or null when the route has nothing to show: no last
 * answer, a right answer on a wrong-answer route (or the reverse), or a visual wrong-answer route
 * for an answer without visualisation data.
 */
export function answerResultContent(
  kind: AnswerResultKind,
  last: LastAnswer | null,
): AnswerResultContent | null {
  if (!last) return null;
  const chosen = chosenAnswers(last);
  const right = isRightSelection(last.answers, chosen);
  switch (kind) {
    case 'success':
    case 'successVisual':
      return right ? { kind } : null;
    case 'fail':
      return right ? null : { kind };
    case 'failVisual': {
      const visual = right ? null : visualAnswer(chosen);
      return visual?.visualisation ? { kind, visual, visualisation: visual.visualisation } : null;
    }
    default: {
      const unknownKind: never = kind;
      return unknownKind;
    }
  }
}

/** The answers the employee chose, in the order given. */
export const chosenAnswers = (last: LastAnswer): Answer[] =>
  last.answers.filter((answer) => last.answer_ids.includes(answer.id));
