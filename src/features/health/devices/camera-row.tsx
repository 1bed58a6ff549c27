import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { cameraSource, type CameraRole } from '@/lib/camera/camera-source';
import { browserCaptureDeps, takePhoto, type PhotoResult } from '@/lib/camera/take-photo';

import { DeviceHistory } from './device-history-list';
import { noteDeviceStatus } from './device-history';
import { useDeviceTest } from './use-device-test';

/** A snapshot's image address, or why there is none. */
type Snapshot = { ok: true; url: string } | Extract<PhotoResult, { ok: false }>;

/** A camera (front or overview): its source in the server's settings and a snapshot test. */
export function CameraRow({ role, setting }: { role: CameraRole; setting: string | null }) {
  const { t } = useTranslation('health');
  const source = cameraSource(setting);
  const device = role === 'front' ? 'frontCamera' : 'overviewCamera';
  const test = useDeviceTest(async (): Promise<Snapshot> => {
    const photo = await takePhoto(role, source, browserCaptureDeps());
    noteDeviceStatus(
      device,
      photo.ok
        ? { kind: 'snapshot', ok: true }
        : { kind: 'snapshot', ok: false, reason: photo.reason },
    );
    return photo.ok ? { ok: true, url: URL.createObjectURL(photo.blob) } : photo;
  }, `${role} camera`);
  const result = test.state.status === 'done' ? test.state.result : null;
  const image = result?.ok ? result.url : null;
  // Each snapshot's address is released when the next one replaces it or the row goes.
  useEffect(() => (image ? () => URL.revokeObjectURL(image) : undefined), [image]);
  const name = t(role === 'front' ? 'devices.camera.front' : 'devices.camera.overview');
  const where = !setting
    ? t('devices.camera.notSet')
    : source.kind === 'internal'
      ? t('devices.camera.internal')
      : setting;
  return (
    <li>
      {name}: {where}{' '}
      {setting ? (
        <button
          type="button"
          className="button"
          disabled={test.state.status === 'running'}
          onClick={test.run}
        >
          {t('devices.camera.test')}
        </button>
      ) : null}
      {result && !result.ok ? (
        <p className="health__bad">{t('devices.camera.failed', { reason: result.reason })}</p>
      ) : null}
      {image ? (
        <img
          className="health__snapshot"
          src={image}
          alt={t('devices.camera.snapshot', { camera: name })}
        />
      ) : null}
      <DeviceHistory device={device} />
    </li>
  );
}
