import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { answerText, flowQuestion, renderRunner, stubMedia } from './testing/question-fixtures';

beforeEach(() => {
  stubMedia();
});

/** Runs `body` outside act(): React renders as in the browser (urgent work at once, transitions in tasks of their own). */
async function asInTheBrowser(body: () => Promise<void>) {
  const host = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = host.IS_REACT_ACT_ENVIRONMENT;
  host.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await body();
  } finally {
    host.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

describe('an answer tap paints before its result screen renders', () => {
  it('takes the answer at the tap, draws the result after it, and the leaving question answers once', async () => {
    const item = flowQuestion('101');
    const { props } = await renderRunner(item);
    const options = () => screen.queryByRole('list', { name: 'Answer options' });
    await asInTheBrowser(async () => {
      const wrong = screen.getByRole('button', { name: answerText(item, '10002') });
      wrong.click();
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
      expect(props.onOutcome).toHaveBeenCalledTimes(1);
      // The question is still on screen until the result has rendered; another tap changes nothing.
      expect(options()).toBeInTheDocument();
      screen.getByRole('button', { name: answerText(item, '10001') }).click();
      await waitFor(() => expect(options()).not.toBeInTheDocument());
    });
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({ error_count: 1 });
  });
});
