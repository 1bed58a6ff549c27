import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ErrorType } from '@/lib/api/errors';
import { CameraPreview } from '@/lib/camera/camera-preview';
import { cameraSource, type CameraRole } from '@/lib/camera/camera-source';
import {
  browserCaptureDeps,
  type CaptureDeps,
  type PhotoFailure,
  type PhotoResult,
} from '@/lib/camera/take-photo';
import { useCameraCapture } from '@/lib/camera/use-camera-capture';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useLatest } from '@/lib/hooks/use-latest';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { fileField } from '../flow-history';
import type { RunStep } from '../run-model';
import type { StepViewProps } from '../step-contract';

import './camera-step.css';

/** The photo is taken 3 s after the step shows (spec 1 §4, §9). */
export const PHOTO_DELAY_MS = 3_000;

/** The log line of every failed photo (spec 1 §8), with typeError CAMERA_FAIL. */
export const CAMERA_FAIL_MESSAGE = 'Failed to take photo. Make sure the camera is connected...';

const CAMERA_FAIL: ErrorType = 'CAMERA_FAIL';

const failureKey = (failure: PhotoFailure, role: CameraRole) => {
  if (failure === 'unknownInterface') return 'camera.errors.unknownInterface' as const;
  if (failure === 'failed') return 'camera.errors.takePhoto' as const;
  return role === 'front'
    ? ('camera.errors.frontNotFound' as const)
    : ('camera.errors.overviewNotFound' as const);
};

export interface CameraStepProps extends StepViewProps<
  Extract<RunStep, { name: 'frontCamera' | 'overviewCamera' }>
> {
  /** The cameras, canvas and shell fetch to use (the browser's and the shell's unless a test passes fakes). */
  capture?: CaptureDeps;
}

/**
 * The front and overview camera steps (spec 1 §2, §4): 'Look into the camera lens' with the live
 * image, a photo after 3 s, then record and move on whether it worked or not (a failure is logged as
 * CAMERA_FAIL, recorded as file_name null and shown as a toast). Steps flagged is_async show nothing:
 * the photo is taken at once, recorded, and the flow moves on.
 */
export function CameraStep({ step, stepIndex, record, advance, capture }: CameraStepProps) {
  const { t } = useTranslation('stepper');
  const dispatch = useAppDispatch();
  const role: CameraRole = step.name === 'frontCamera' ? 'front' : 'overview';
  const settings = useAppSelector(selectSettings);
  const setting = role === 'front' ? settings?.front_camera : settings?.view_camera;
  const source = useMemo(() => cameraSource(setting), [setting]);
  const [deps] = useState(() => capture ?? browserCaptureDeps());
  const silent = step.params.is_async;
  const [state, setState] = useState<'waiting' | 'taking' | PhotoFailure>('waiting');
  const { stream, shoot } = useCameraCapture({ role, source, preview: !silent, deps });
  const mounted = useRef(true);

  const save = async (photo: PhotoResult) => {
    if (!photo.ok) {
      log.error(CAMERA_FAIL_MESSAGE, {
        typeError: CAMERA_FAIL,
        role,
        reason: photo.reason,
        detail: photo.message,
      });
      setState(photo.reason);
      if (!silent)
        dispatch(
          toastShown({ kind: 'error', messageKey: `stepper:${failureKey(photo.reason, role)}` }),
        );
    }
    const field = fileField(role, stepIndex);
    const file = photo.ok
      ? { field, blob: photo.blob, fileName: `${field}.${photo.extension}` }
      : undefined;
    await record({ file_name: file?.fileName ?? null }, file).catch((error: unknown) =>
      log.error('camera: the photo could not be stored', error),
    );
  };
  const take = useLatest(async () => {
    setState('taking');
    const photo = await shoot();
    // Another photo is in progress, or the step was left (skipped) meanwhile.
    if (!photo || !mounted.current) return;
    await save(photo);
    if (mounted.current) advance();
  });

  useEffect(() => {
    mounted.current = true;
    if (silent) void take.current();
    return () => {
      mounted.current = false;
    };
  }, [silent, take]);
  useTimeout(() => void take.current(), PHOTO_DELAY_MS, !silent);
  const { left } = useCountdown(PHOTO_DELAY_MS / 1000, { running: !silent && state === 'waiting' });

  if (silent) return null;
  const failed = state !== 'waiting' && state !== 'taking';
  return (
    <section className="camera-step">
      <h2 className="camera-step__title">{t('camera.look')}</h2>
      {source.kind === 'internal' ? (
        <CameraPreview
          stream={stream}
          label={t('camera.previewLabel')}
          className="camera-step__preview"
        />
      ) : null}
      {failed ? (
        <p className="status-line status-line--danger" role="alert">
          {t(failureKey(state, role))}
        </p>
      ) : (
        <p className="camera-step__status" role="status">
          {state === 'taking' ? t('camera.taking') : t('camera.countdown', { seconds: left })}
        </p>
      )}
    </section>
  );
}
