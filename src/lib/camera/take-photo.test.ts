import { describe, expect, it } from 'vitest';

import { readBlob } from '@/lib/blob';
import { snapshotJpeg } from '@/lib/bridge/simulated-devices';

import { cameraSource } from './camera-source';
import { takePhoto } from './take-photo';
import {
  fakeCaptureDeps,
  fakeFrameTools,
  fakeMediaDevices,
  fakeStream,
} from './testing/fake-camera';

const internal = { kind: 'internal' } as const;
const url = { kind: 'url', url: 'http://cam.local/snap' } as const;

describe('takePhoto from the internal camera', () => {
  it('draws a frame as PNG (front) and stops every track of the stream afterwards', async () => {
    const media = fakeMediaDevices({ inputs: 2 });
    const frames = fakeFrameTools();
    const photo = await takePhoto('front', internal, fakeCaptureDeps({ media, frames }));
    expect(photo).toMatchObject({ ok: true, extension: 'png' });
    if (photo.ok) expect(photo.blob.type).toBe('image/png');
    const bytes = photo.ok ? await readBlob(photo.blob) : new ArrayBuffer(0);
    expect(new TextDecoder().decode(bytes)).toBe('frame 640x480');
    expect(media.requests).toEqual([{ video: { deviceId: { exact: 'cam-1' } }, audio: false }]);
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });

  it('uses the last camera for the overview, as JPEG, and reuses a preview stream it is given', async () => {
    const media = fakeMediaDevices({ inputs: 2 });
    const frames = fakeFrameTools();
    const deps = fakeCaptureDeps({ media, frames });
    expect(await takePhoto('overview', internal, deps)).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(media.requests[0]).toEqual({ video: { deviceId: { exact: 'cam-2' } }, audio: false });
    expect(frames.encoded).toEqual(['image/jpeg']);

    const preview = fakeStream(3);
    expect(await takePhoto('front', internal, deps, Promise.resolve(preview.stream))).toMatchObject(
      {
        ok: true,
      },
    );
    expect(media.requests).toHaveLength(1);
    expect(preview.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it("a front step set to the 'overview' camera photographs the overview camera, as JPEG", async () => {
    const media = fakeMediaDevices({ inputs: 2 });
    const frames = fakeFrameTools();
    const photo = await takePhoto(
      'front',
      cameraSource('overview'),
      fakeCaptureDeps({ media, frames }),
    );
    expect(photo).toMatchObject({ ok: true, extension: 'jpg' });
    expect(media.requests).toEqual([{ video: { deviceId: { exact: 'cam-2' } }, audio: false }]);
    expect(frames.encoded).toEqual(['image/jpeg']);
  });

  it('reports notFound without a camera, failed when the camera refuses or gives no frame', async () => {
    const none = await takePhoto(
      'front',
      internal,
      fakeCaptureDeps({ media: fakeMediaDevices({ inputs: 0 }) }),
    );
    expect(none).toMatchObject({ ok: false, reason: 'notFound' });
    const noApi = await takePhoto('front', internal, {
      ...fakeCaptureDeps(),
      mediaDevices: undefined,
    });
    expect(noApi).toMatchObject({ ok: false, reason: 'notFound' });
    const gone = fakeMediaDevices({ failWith: 'NotFoundError' });
    expect(await takePhoto('front', internal, fakeCaptureDeps({ media: gone }))).toMatchObject({
      reason: 'notFound',
    });
    const denied = fakeMediaDevices({ failWith: 'NotAllowedError' });
    expect(await takePhoto('front', internal, fakeCaptureDeps({ media: denied }))).toMatchObject({
      reason: 'failed',
    });
    const media = fakeMediaDevices();
    const blank = fakeCaptureDeps({ media, frames: fakeFrameTools({ frameWidth: 0 }) });
    expect(await takePhoto('front', internal, blank)).toMatchObject({
      ok: false,
      reason: 'failed',
    });
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });
});

describe('takePhoto from a camera URL', () => {
  it('keeps a JPEG as it came and converts another image to JPEG', async () => {
    const jpeg = fakeCaptureDeps({
      snapshot: { ok: true, data: snapshotJpeg(), type: 'image/jpeg' },
    });
    const photo = await takePhoto('front', url, jpeg);
    expect(photo).toMatchObject({ ok: true, extension: 'jpg' });
    if (photo.ok) expect([photo.blob.type, photo.blob.size]).toEqual(['image/jpeg', 224]);

    const frames = fakeFrameTools();
    const png = { ok: true, data: new ArrayBuffer(8), type: 'image/png' } as const;
    const converted = await takePhoto('overview', url, fakeCaptureDeps({ frames, snapshot: png }));
    expect(converted).toMatchObject({ ok: true, extension: 'jpg' });
    expect(frames.encoded).toEqual(['image/jpeg']);
  });

  it('maps the shell failures: notFound stays notFound, a time-out or a non-image failed', async () => {
    const answer = (code: 'notFound' | 'timeout' | 'notImage') =>
      takePhoto('front', url, fakeCaptureDeps({ snapshot: { ok: false, code, message: code } }));
    expect(await answer('notFound')).toMatchObject({ ok: false, reason: 'notFound' });
    expect(await answer('timeout')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await answer('notImage')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await takePhoto('front', url, fakeCaptureDeps())).toMatchObject({ reason: 'notFound' });
  });

  it('refuses a setting that is neither internal nor a URL', async () => {
    const photo = await takePhoto('front', { kind: 'unknown', setting: 'usb' }, fakeCaptureDeps());
    expect(photo).toEqual({
      ok: false,
      reason: 'unknownInterface',
      message: 'camera: unknown interface "usb"',
    });
  });
});
