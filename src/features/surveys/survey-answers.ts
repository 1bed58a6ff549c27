import type {
  ScaleItem,
  ScalePick,
  SurveyAnswerType,
  SurveyDetail,
  SurveyElement,
  SurveyOption,
  SurveyQuestion,
  SurveyResultPayload,
} from '@/lib/api/schemas/surveys';

/** What the employee has given for one question so far, by its answer type. */
export type DraftAnswer =
  | { type: 'radio'; option: string | null }
  | { type: 'checkbox' | 'switch'; options: string[] }
  | { type: 'text' | 'textarea'; text: string }
  /** Criterion key -> variant key (both `itemKey`). */
  | { type: 'scale'; picks: Record<string, string> };

/** The drafts of a questionnaire, by question uuid; a question not in it has no answer yet. */
export type Drafts = Record<string, DraftAnswer>;

/** A scale item's key in drafts and on screen. */
export const itemKey = (item: ScaleItem): string => String(item.id);

/** The questions of a survey (elements of type 'text' are headings). */
export const questionsOf = (elements: SurveyElement[]): SurveyQuestion[] =>
  elements.filter((element): element is SurveyQuestion => element.type === 'question');

/** The options of a question that its answer type uses. */
export function optionsOf<T extends SurveyAnswerType>(
  question: SurveyQuestion,
  type: T,
): Array<Extract<SurveyOption, { type: T }>> {
  return question.answers.filter(
    (option): option is Extract<SurveyOption, { type: T }> => option.type === type,
  );
}

/** A scale question's variants and criteria (its first scale option). */
export function scaleOf(question: SurveyQuestion): {
  variants: ScaleItem[];
  criteria: ScaleItem[];
} {
  const scale = optionsOf(question, 'scale')[0];
  return scale ? scale.params : { variants: [], criteria: [] };
}

/** A question's draft before anything is given. */
export function emptyDraft(question: SurveyQuestion): DraftAnswer {
  const type = question.answer_type;
  switch (type) {
    case 'radio':
      return { type, option: null };
    case 'checkbox':
    case 'switch':
      return { type, options: [] };
    case 'text':
    case 'textarea':
      return { type, text: '' };
    case 'scale':
      return { type, picks: {} };
  }
}

/** The question's draft, or its empty draft when the stored one is missing or of another type. */
export function draftOf(question: SurveyQuestion, drafts: Drafts): DraftAnswer {
  const draft = drafts[question.uuid];
  return draft && draft.type === question.answer_type ? draft : emptyDraft(question);
}

/**
 * Whether a question counts as answered (spec 2 §5): a scale needs a pick in every criterion;
 * radio, text, textarea and checkbox at least one answer; a switch always counts.
 */
export function isAnswered(question: SurveyQuestion, draft: DraftAnswer): boolean {
  switch (draft.type) {
    case 'radio':
      return draft.option !== null;
    case 'checkbox':
      return draft.options.length > 0;
    case 'switch':
      return true;
    case 'text':
    case 'textarea':
      return draft.text.trim().length > 0;
    case 'scale': {
      const { criteria } = scaleOf(question);
      return criteria.every((criterion) => draft.picks[itemKey(criterion)] !== undefined);
    }
  }
}

/** The uuids of the important questions not yet answered, in the survey's order. */
export const missingQuestions = (elements: SurveyElement[], drafts: Drafts): string[] =>
  questionsOf(elements)
    .filter((question) => question.important && !isAnswered(question, draftOf(question, drafts)))
    .map((question) => question.uuid);

/** The payload value of one question; null when nothing was given (the question is left out). */
function answerValue(
  question: SurveyQuestion,
  draft: DraftAnswer,
): SurveyResultPayload['answers'][number]['answer'] | null {
  switch (draft.type) {
    case 'radio':
      return draft.option;
    case 'checkbox':
      return draft.options.length > 0 ? draft.options : null;
    case 'switch':
      return draft.options;
    case 'text':
    case 'textarea':
      return draft.text.trim().length > 0 ? draft.text : null;
    case 'scale': {
      const { variants, criteria } = scaleOf(question);
      const picks: ScalePick[] = [];
      for (const criterion of criteria) {
        const variant = variants.find((item) => itemKey(item) === draft.picks[itemKey(criterion)]);
        if (variant) picks.push({ criteria: criterion.id, variant: variant.id });
      }
      return picks.length > 0 ? picks : null;
    }
  }
}

/**
 * The result payload (spec 2 §3): times in epoch milliseconds; one answer per question given
 * (a switch question always, with the uuids of the switches turned on).
 */
export function buildResult(
  detail: SurveyDetail,
  drafts: Drafts,
  times: { startedAt: number; endedAt: number },
): SurveyResultPayload {
  const answers: SurveyResultPayload['answers'] = [];
  for (const question of questionsOf(detail.survey.elements)) {
    const answer = answerValue(question, draftOf(question, drafts));
    if (answer !== null) answers.push({ uuid: question.uuid, answer });
  }
  return {
    start_dt: times.startedAt,
    end_dt: times.endedAt,
    survey_uuid: detail.survey.uuid,
    assignment_id: detail.assignment.id,
    answers,
  };
}

/** Whether another attempt may start: past attempts below the allowed number (no limit when none is stated). */
export const canStart = (detail: SurveyDetail): boolean =>
  detail.assignment.number_of_attempts === null ||
  detail.results.length < detail.assignment.number_of_attempts;

/** The chosen uuids after toggling one, kept in the options' order. */
export const toggled = (all: string[], chosen: string[], uuid: string): string[] =>
  all.filter((option) => (option === uuid ? !chosen.includes(option) : chosen.includes(option)));

/** A scale label in the interface language, else Russian, else the first one given. */
export const labelOf = (item: ScaleItem, language: string): string =>
  item.title[language] || item.title.ru || Object.values(item.title).find(Boolean) || '';
