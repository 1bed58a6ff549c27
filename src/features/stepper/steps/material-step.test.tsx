import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MaterialStep as MaterialStepData } from '@/lib/api/schemas/flows';
import { renderWithProviders } from '@/testing/render';

import { MATERIAL_EXIT_S } from '../stepper-timings';
import { stepProps } from '../testing/step-props';

import { MaterialStep } from './material-step';

const videoStep = (url: string | null): MaterialStepData => ({
  name: 'video',
  uuid: 'video-step',
  title: 'Fire safety',
  can_skip: false,
  params: {
    is_async: false,
    can_skip: false,
    mandatory_answer: false,
    is_required: false,
    view_type: 'other',
  },
  data: { url, file_type: 'webm' },
});

function props(step: MaterialStepData) {
  const given = stepProps(step, 3);
  given.actions.mockImplementation((options) => <p>{`buttons with ${options?.seconds} s`}</p>);
  return given;
}

describe('material step', () => {
  it('records a watched video and shows the buttons with the 5 s exit timer', async () => {
    const given = props(videoStep('http://media/fire.webm'));
    const { container } = await renderWithProviders(<MaterialStep {...given} />);
    expect(screen.queryByText(/buttons with/)).not.toBeInTheDocument();
    fireEvent(container.querySelector('video') as HTMLVideoElement, new Event('ended'));
    expect(given.record).toHaveBeenCalledWith({});
    expect(screen.getByText(`buttons with ${MATERIAL_EXIT_S} s`)).toBeInTheDocument();
    expect(MATERIAL_EXIT_S).toBe(5);
  });

  it('reports a missing link and skips the step', async () => {
    const given = props(videoStep(null));
    const { store } = await renderWithProviders(<MaterialStep {...given} />);
    expect(given.skip).toHaveBeenCalledTimes(1);
    expect(given.record).not.toHaveBeenCalled();
    expect(store.getState().toast.items.map((toast) => toast.messageKey)).toEqual([
      'stepper:material.errors.missingLink',
    ]);
  });

  it('reports a file that does not load and skips the step', async () => {
    const given = props(videoStep('http://media/broken.webm'));
    const { container, store } = await renderWithProviders(<MaterialStep {...given} />);
    fireEvent(container.querySelector('video') as HTMLVideoElement, new Event('error'));
    expect(given.skip).toHaveBeenCalledTimes(1);
    expect(store.getState().toast.items.map((toast) => toast.messageKey)).toEqual([
      'stepper:material.errors.fileLoad',
    ]);
  });
});
