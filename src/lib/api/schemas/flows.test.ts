import { describe, expect, it } from 'vitest';

import { flowsSchema, stepSchema } from './flows';
import { questionWithAnswersSchema } from './questions';

const answer = (id: number | string, isRight: unknown = false) => ({
  id,
  text: `answer ${id}`,
  is_right: isRight,
});
const photoQuestion = {
  id: '101',
  text: 'How to drive?',
  type: 'photo',
  file: 'https://srv/photo.jpg',
};
const questionStep = (uuid: string, extra: object = {}) => ({
  uuid,
  name: 'question',
  title: 'Question',
  params: { mandatory_answer: '1' },
  question: photoQuestion,
  answers: [answer(1, 1), answer(2, 0)],
  ...extra,
});
const flow = { uuid: 'f-1', type: 'pre_shift', name: 'Pre-shift', title: 'Block 1' };

describe('flow schema', () => {
  it('answers an array for one flow object and keeps the key order of keyed steps', () => {
    const [education, ...rest] = flowsSchema.parse({
      ...flow,
      steps: {
        s2: questionStep('q-2'),
        s1: { uuid: 'b-1', name: 'breathalyze', title: 'Alcotest' },
      },
    });
    expect(rest).toHaveLength(0);
    expect(education?.steps.map((step) => step.uuid)).toEqual(['q-2', 'b-1']);
  });

  it('keeps numeric ids as numbers, reads 0/1 flags and missing params', () => {
    const [education] = flowsSchema.parse([
      { ...flow, steps: [questionStep('q-1'), { uuid: 'v-1', name: 'video', can_skip: 1 }] },
    ]);
    const [question, video] = education?.steps ?? [];
    expect(
      question?.name === 'question' && question.answers.map((item) => [item.id, item.is_right]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(question?.params.mandatory_answer).toBe(true);
    expect(video?.name === 'video' && video.data).toEqual({ url: null, file_type: null });
    expect(video?.can_skip).toBe(true);
  });

  it('accepts a flow without steps (the No liststeps screen)', () => {
    expect(flowsSchema.parse([{ ...flow, steps: null }])[0]?.steps).toEqual([]);
  });

  it('rejects flows and steps a screen cannot run', () => {
    expect(flowsSchema.safeParse([{ ...flow, uuid: undefined, steps: [] }]).success).toBe(false);
    expect(flowsSchema.safeParse(null).success).toBe(false);
    expect(stepSchema.safeParse({ uuid: 'x-1', name: 'teleport' }).success).toBe(false);
    expect(stepSchema.safeParse({ name: 'breathalyze' }).success).toBe(false);
    expect(stepSchema.safeParse(questionStep('q-1', { answers: 'yes' })).success).toBe(false);
    expect(stepSchema.safeParse(questionStep('q-1', { answers: [] })).success).toBe(false);
    expect(
      stepSchema.safeParse(questionStep('q-1', { question: { ...photoQuestion, file: null } }))
        .success,
    ).toBe(false);
  });
});

describe('question schema', () => {
  it('discriminates question kinds', () => {
    const chain = questionWithAnswersSchema.parse({
      question: {
        id: 106,
        text: 'Slinging',
        type: 'combine-video',
        prolog: { file: 'p.webm', text: 'Before' },
        child_questions: [{ question: { ...photoQuestion, id: 1061 }, answers: [answer(1, true)] }],
      },
      answers: [],
    });
    expect(chain.question.type).toBe('combine-video');
    if (chain.question.type === 'combine-video')
      expect(chain.question.child_questions[0]?.question.id).toBe(1061);
    expect(chain.question.prolog).toEqual({ file: 'p.webm', text: 'Before' });
    expect(chain.question.epilog).toBeNull();
  });

  it('needs an image map on every answer of an interactive photo', () => {
    const map = {
      name: 'm',
      width: '640',
      height: 360,
      areas: [{ shape: 'circle', coords: '460,150,60' }],
    };
    const question = { ...photoQuestion, type: 'interactive_photo' };
    const parsed = questionWithAnswersSchema.parse({
      question,
      answers: [{ ...answer(1, true), params: { map } }],
    });
    expect(parsed.answers[0]?.params.map?.width).toBe(640);
    expect(
      questionWithAnswersSchema.safeParse({ question, answers: [answer(1, true)] }).success,
    ).toBe(false);
  });

  it('rejects a chain without child questions and an unknown kind', () => {
    const chain = { id: 1, text: 'Chain', type: 'combine-video', child_questions: [] };
    expect(questionWithAnswersSchema.safeParse({ question: chain, answers: [] }).success).toBe(
      false,
    );
    expect(
      questionWithAnswersSchema.safeParse({
        question: { ...photoQuestion, type: 'hologram' },
        answers: [answer(1)],
      }).success,
    ).toBe(false);
  });
});
