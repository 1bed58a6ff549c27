import flowFile from '@mocks/flows/ab52784b-b3ab-467d-bdf5-682f28378308.en.json';
import chainDemoFile from '@mocks/questions/9003.en.json';
import { createElement } from 'react';
import { vi } from 'vitest';

import { demoQuestionSchema } from '@/lib/api/schemas/demo';
import { flowsSchema } from '@/lib/api/schemas/flows';
import { isQuestionStep } from '@/lib/api/schemas/step-names';
import type { Answer, Question } from '@/lib/api/schemas/questions';
import { renderWithProviders } from '@/testing/render';

import type { QuestionOutcome, QuestionRunnerProps, Shuffle } from '../question-contract';
import { QuestionRunner } from '../question-runner';

/** A question of the mock flow with its answers and the step's mandatory_answer. */
export interface MockQuestion {
  question: Question;
  answers: Answer[];
  mandatory: boolean;
}

const flows = flowsSchema.parse(flowFile.data);

/**
 * Question steps of the English mock flow by question id: 101 photo (mandatory, long quote),
 * 102 video, 103 collage, 104 interactive photo, 105 multi-answer, 106 combine-video chain with
 * prolog and epilog videos, 202 video without a quote, 203 photo (visualisation without injury).
 */
export function flowQuestion(id: string): MockQuestion {
  for (const flow of flows) {
    for (const step of flow.steps) {
      if (isQuestionStep(step) && String(step.question.id) === id) {
        return {
          question: step.question,
          answers: step.answers,
          mandatory: step.params.mandatory_answer,
        };
      }
    }
  }
  throw new Error(`No question ${id} in the mock flow`);
}

/** Demo question 9003: a combine-video chain (prolog, two child questions, epilog). */
export function chainDemo(mandatory: boolean): MockQuestion {
  const parsed = demoQuestionSchema.parse(chainDemoFile.data);
  return { ...parsed, mandatory };
}

/** A deterministic shuffle: reverses the order it is given (so Try again restores the original). */
export const reverseShuffle: Shuffle = (items) => [...items].reverse();

/** Answer texts of a question, by id (the mocks send numbers; a test may name them as text). */
export const answerText = (item: MockQuestion, id: string | number) =>
  item.answers.find((answer) => String(answer.id) === String(id))?.text ?? '';

/** Stubs the media methods jsdom does not implement; returns the spies (restored after each test). */
export function stubMedia() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve()),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
    load: vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined),
  };
}

/** Renders the runner with spies for every callback; the host's action is a 'Next (N s)' button. */
export async function renderRunner(
  item: MockQuestion,
  overrides: Partial<
    Pick<QuestionRunnerProps, 'devMode' | 'confirmAnswer' | 'shuffle' | 'layout'>
  > = {},
) {
  const props = {
    question: item.question,
    answers: item.answers,
    mandatory: item.mandatory,
    devMode: false,
    confirmAnswer: false,
    shuffle: reverseShuffle,
    onTimeExpired: vi.fn<() => void>(),
    onWrongAnswer: vi.fn<() => void>(),
    onOutcome: vi.fn<(outcome: QuestionOutcome) => void>(),
    renderActions: vi.fn((seconds: number) =>
      createElement('button', { type: 'button' }, `Next (${seconds} s)`),
    ),
    ...overrides,
  };
  const rendered = await renderWithProviders(createElement(QuestionRunner, props));
  return { ...rendered, props };
}
