import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { FlowRunner } from './flow-runner';

installFakeIndexedDb();

type Typed = (n: number) => number | string;

const answer = (id: number | string, text: string, right: boolean) => ({
  id,
  text,
  is_right: right,
});

/** A flow whose ids all come in one JSON type: a single choice, a multi-answer and a chain. */
const typedFlow = (typed: Typed) => [
  {
    uuid: 'typed',
    type: 'pre_shift_flow',
    name: 'T',
    title: 'Typed ids',
    params: {},
    steps: [
      {
        uuid: 'single',
        name: 'question',
        title: 'Single',
        params: { mandatory_answer: true },
        question: { id: typed(11), type: 'photo', file: 'photo.jpg', text: 'Single?' },
        answers: [
          answer(typed(111), 'Single right', true),
          answer(typed(112), 'Single wrong', false),
        ],
      },
      {
        uuid: 'multi',
        name: 'question',
        title: 'Multi',
        params: { mandatory_answer: true },
        question: { id: typed(12), type: 'photo', file: 'photo.jpg', text: 'Multi?' },
        answers: [
          answer(typed(121), 'Multi right A', true),
          answer(typed(122), 'Multi right B', true),
          answer(typed(123), 'Multi wrong', false),
        ],
      },
      {
        uuid: 'chain',
        name: 'question',
        title: 'Chain',
        params: { mandatory_answer: true },
        question: {
          id: typed(13),
          type: 'combine-video',
          text: 'Chain?',
          child_questions: [1, 2].map((child) => ({
            question: { id: typed(130 + child), type: 'photo', file: 'photo.jpg', text: `Child?` },
            answers: [
              answer(typed(1300 + child * 10 + 1), `Child ${child} right`, true),
              answer(typed(1300 + child * 10 + 2), `Child ${child} wrong`, false),
            ],
          })),
        },
        answers: [],
      },
    ],
  },
];

const click = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

/** Runs the typed flow to its end and answers the history the server received. */
async function runAndSend(typed: Typed) {
  const api = setupMockApi();
  api.answer('GET', 'flows/typed', { status: 200, body: { data: typedFlow(typed) } });
  await renderWithProviders(
    <FlowRunner request={{ source: 'preshift', flowId: 'typed', cameFrom: '/cabinet' }} />,
    {
      preloadedState: initialisedState({ user: testEmployee() }),
      routes: [{ path: '/cabinet', element: <p>arrived at /cabinet</p> }],
      route: '/preshift',
    },
  );
  await click('Single right');
  await click('Next');
  await click('Multi right A');
  await click('Multi right B');
  await click('To answer');
  await click('Next');
  await click('Child 1 right');
  await click('Next question');
  await click('Child 2 right');
  await click('Done');
  expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
  const sent = api.calls('POST', 'flows/typed');
  expect(sent).toHaveLength(1);
  const history = JSON.parse(String(sent[0]?.body.history)) as {
    steps: Array<{ question_uuid: unknown; answer_id: unknown }>;
  };
  return history.steps.map(({ question_uuid, answer_id }) => ({ question_uuid, answer_id }));
}

describe('the flow history echoes ids in the JSON type the server sent (issue 29 item 3)', () => {
  it('sends numeric answer and question ids back as numbers', async () => {
    const [single, multi, chain] = await runAndSend((n) => n);
    expect(single).toEqual({ question_uuid: 11, answer_id: 111 });
    // The answers are shown shuffled: the list holds the chosen ones in the order shown.
    expect(multi?.question_uuid).toBe(12);
    expect(multi?.answer_id).toHaveLength(2);
    expect(multi?.answer_id).toEqual(expect.arrayContaining([121, 122]));
    expect(chain).toEqual({ question_uuid: 13, answer_id: [1311, 1321] });
  });

  it('sends ids that came as text back as text', async () => {
    const [single, multi, chain] = await runAndSend(String);
    expect(single).toEqual({ question_uuid: '11', answer_id: '111' });
    expect(multi?.question_uuid).toBe('12');
    expect(multi?.answer_id).toHaveLength(2);
    expect(multi?.answer_id).toEqual(expect.arrayContaining(['121', '122']));
    expect(chain).toEqual({ question_uuid: '13', answer_id: ['1311', '1321'] });
  });
});
