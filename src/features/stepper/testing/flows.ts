import { flowsSchema } from '@/lib/api/schemas/flows';

import { runEducations } from '../flow-request';

/** Small flows for the stepper's tests, shaped like the server's answers. */
const question = (id: string, text: string, mandatory = true) => ({
  uuid: `step-${id}`,
  name: 'question',
  title: `Question ${id}`,
  params: { mandatory_answer: mandatory },
  question: { id: `q-${id}`, uuid: `qu-${id}`, type: 'photo', file: 'photo.jpg', text },
  answers: [
    { id: `${id}-right`, text: `Right ${id}`, is_right: true, comment: 'Because it is safe' },
    { id: `${id}-wrong`, text: `Wrong ${id}`, is_right: false, comment: 'It is dangerous' },
  ],
});

/** Two educations of one question each; the second sends its steps as a keyed object. */
export const twoEducations = [
  {
    uuid: 'edu-a',
    type: 'pre_shift_flow',
    name: 'A',
    title: 'Education A',
    params: { shift: 1 },
    steps: [question('1', 'First question?')],
  },
  {
    uuid: 'edu-b',
    type: 'pre_shift_flow',
    name: 'B',
    title: 'Education B',
    params: {},
    steps: { '1': question('2', 'Second question?') },
  },
];

/** An extra-education flow with two questions: the stepper adds a Results step. */
export const extraEducation = [
  {
    uuid: 'extra-1',
    type: 'extra_education_flow',
    name: 'X',
    title: 'Extra',
    params: {},
    steps: [question('1', 'Only question?'), question('2', 'Another?')],
  },
];

/** Twelve question steps: the header shows the progress as text. */
export const twelveSteps = [
  {
    uuid: 'long',
    type: 'pre_shift_flow',
    name: 'L',
    title: 'Long',
    params: {},
    steps: Array.from({ length: 12 }, (_, index) =>
      question(String(index + 1), `Question number ${index + 1}?`),
    ),
  },
];

/** The educations a browser without devices runs for `flows` (a server's answer). */
export const browserEducations = (flows: unknown) =>
  runEducations(flowsSchema.parse(flows), 'browser', {
    breathalyzer: 'off',
    frontCamera: 'off',
    overviewCamera: 'off',
  }).educations;
