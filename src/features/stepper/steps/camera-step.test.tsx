import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stepSchema } from '@/lib/api/schemas/flows';
import { installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { fakeCaptureDeps, fakeMediaDevices } from '@/lib/camera/testing/fake-camera';
import type { CaptureDeps } from '@/lib/camera/take-photo';
import { setLogSinks } from '@/lib/log';
import { initialisedState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { removeShell } from '@/testing/simulated-shell';

import { stepProps } from '../testing/step-props';

import {
  CAMERA_FAIL_MESSAGE,
  CameraStep,
  PHOTO_DELAY_MS,
  type CameraStepProps,
} from './camera-step';

afterEach(removeShell);

const cameraStep = (name: 'frontCamera' | 'overviewCamera', isAsync = false) =>
  stepSchema.parse({
    uuid: `step-${name}`,
    name,
    title: 'Photo',
    params: { is_async: isAsync },
  }) as CameraStepProps['step'];

interface Options {
  name?: 'frontCamera' | 'overviewCamera';
  isAsync?: boolean;
  settings?: Record<string, unknown>;
  capture?: CaptureDeps;
}

async function renderStep({
  name = 'frontCamera',
  isAsync = false,
  settings = {},
  capture,
}: Options = {}) {
  const props = { ...stepProps(cameraStep(name, isAsync), 2), capture };
  const view = await renderWithProviders(<CameraStep {...props} />, {
    preloadedState: initialisedState({
      settings: { front_camera: 'internal', view_camera: 'internal', ...settings },
    }),
  });
  return { props, view };
}

const flush = () => act(async () => {});
const file = (props: { record: CameraStepProps['record'] }) =>
  vi.mocked(props.record).mock.calls[0]?.[1];
const logged: Array<{ message: string; details: unknown }> = [];
const captureLog = () => {
  logged.length = 0;
  setLogSinks([(_level, message, details) => logged.push({ message, details })]);
};

describe('the camera steps', () => {
  it('shows the live front camera, takes a PNG at 3 s (not before), records it and moves on', async () => {
    vi.useFakeTimers();
    const media = fakeMediaDevices();
    const { props } = await renderStep({ capture: fakeCaptureDeps({ media }) });
    await flush();
    expect(screen.getByRole('heading')).toHaveTextContent('Look into the camera lens');
    expect(screen.getByLabelText('Camera image')).toBeInstanceOf(HTMLVideoElement);
    expect(screen.getByRole('status')).toHaveTextContent('Photo in 3 s');
    expect(media.tracks.map((track) => track.readyState)).toEqual(['live', 'live']);
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS - 1));
    expect(props.record).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(props.record).toHaveBeenCalledExactlyOnceWith(
      { file_name: 'front_2.png' },
      { field: 'front_2', fileName: 'front_2.png', blob: expect.any(Blob) },
    );
    expect(file(props)?.blob.type).toBe('image/png');
    expect(props.advance).toHaveBeenCalledOnce();
    // The preview's stream served the photo: one camera opened, all its tracks stopped.
    expect(media.requests).toHaveLength(1);
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    expect(PHOTO_DELAY_MS).toBe(3_000);
  });

  it('takes the internal overview camera as JPEG', async () => {
    vi.useFakeTimers();
    const { props } = await renderStep({ name: 'overviewCamera', capture: fakeCaptureDeps() });
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
    await flush();
    expect(props.record).toHaveBeenCalledWith(
      { file_name: 'overview_2.jpg' },
      expect.objectContaining({ field: 'overview_2', fileName: 'overview_2.jpg' }),
    );
    expect(file(props)?.blob.type).toBe('image/jpeg');
  });

  it('fetches a camera URL through the shell as JPEG, with no preview', async () => {
    vi.useFakeTimers();
    installSimulatedKiosk();
    const { props } = await renderStep({
      settings: { front_camera: 'http://10.0.0.7/snapshot.jpg' },
    });
    expect(screen.queryByLabelText('Camera image')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
    await flush();
    expect(props.record).toHaveBeenCalledWith(
      { file_name: 'front_2.jpg' },
      expect.objectContaining({ field: 'front_2', fileName: 'front_2.jpg' }),
    );
    expect([file(props)?.blob.type, file(props)?.blob.size]).toEqual(['image/jpeg', 224]);
    expect(props.advance).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'a camera URL that is not found',
      'frontCamera',
      { front_camera: 'http://cam/x' },
      'notFound',
      'Front camera not found',
    ],
    [
      'a camera URL that times out',
      'frontCamera',
      { front_camera: 'http://cam/x' },
      'timeout',
      CAMERA_FAIL_MESSAGE,
    ],
    [
      'an overview camera URL not found',
      'overviewCamera',
      { view_camera: 'http://cam/x' },
      'notFound',
      'Overview camera not found',
    ],
    [
      'an unknown interface',
      'overviewCamera',
      { view_camera: 'usb://0' },
      'ok',
      'Unknown interface camera',
    ],
  ] as const)(
    'on %s: shows the error, logs CAMERA_FAIL, records null and moves on',
    async (_case, name, settings, outcome, text) => {
      vi.useFakeTimers();
      captureLog();
      const simulator = installSimulatedKiosk();
      simulator.camera.setSnapshot('http://cam/x', outcome);
      const { props, view } = await renderStep({ name, settings });
      act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(props.record).toHaveBeenCalledExactlyOnceWith({ file_name: null }, undefined);
      expect(props.advance).toHaveBeenCalledOnce();
      expect(logged[0]).toMatchObject({
        message: CAMERA_FAIL_MESSAGE,
        details: { typeError: 'CAMERA_FAIL' },
      });
      expect(view.store.getState().toast.items).toHaveLength(1);
    },
  );

  it('reports a missing internal camera as not found', async () => {
    vi.useFakeTimers();
    const media = fakeMediaDevices({ inputs: 0 });
    const { props } = await renderStep({
      name: 'overviewCamera',
      capture: fakeCaptureDeps({ media }),
    });
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Overview camera not found');
    expect(props.record).toHaveBeenCalledWith({ file_name: null }, undefined);
    expect(props.advance).toHaveBeenCalledOnce();
  });

  it('takes an is_async photo silently and at once: no screen, recorded, then moved on', async () => {
    vi.useFakeTimers();
    const media = fakeMediaDevices();
    const { props, view } = await renderStep({
      isAsync: true,
      capture: fakeCaptureDeps({ media }),
    });
    expect(view.container).toBeEmptyDOMElement();
    await flush();
    expect(props.record).toHaveBeenCalledExactlyOnceWith(
      { file_name: 'front_2.png' },
      expect.objectContaining({ field: 'front_2', fileName: 'front_2.png' }),
    );
    expect(props.advance).toHaveBeenCalledOnce();
    expect(media.requests).toHaveLength(1);
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
    await flush();
    expect(props.record).toHaveBeenCalledOnce();
  });

  it('stops the camera and takes no photo when left before 3 s (Skip)', async () => {
    vi.useFakeTimers();
    const media = fakeMediaDevices();
    const { props, view } = await renderStep({ capture: fakeCaptureDeps({ media }) });
    await flush();
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS - 1));
    view.unmount();
    act(() => vi.advanceTimersByTime(PHOTO_DELAY_MS));
    await flush();
    expect(props.record).not.toHaveBeenCalled();
    expect(props.advance).not.toHaveBeenCalled();
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });
});
