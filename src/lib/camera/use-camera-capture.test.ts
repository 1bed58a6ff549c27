import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeCaptureDeps, fakeMediaDevices } from './testing/fake-camera';
import { useCameraCapture } from './use-camera-capture';

const internal = { kind: 'internal' } as const;

describe('useCameraCapture', () => {
  it('opens the preview, takes one photo at a time from its stream, and stops it', async () => {
    const media = fakeMediaDevices();
    const deps = fakeCaptureDeps({ media });
    const { result } = renderHook(() =>
      useCameraCapture({ role: 'front', source: internal, preview: true, deps }),
    );
    await act(async () => {});
    expect(result.current.stream).not.toBeNull();
    expect(media.tracks.map((track) => track.readyState)).toEqual(['live', 'live']);
    let photos: unknown[] = [];
    await act(async () => {
      photos = await Promise.all([result.current.shoot(), result.current.shoot()]);
    });
    expect(photos[0]).toMatchObject({ ok: true, extension: 'png' });
    expect(photos[1]).toBeNull();
    expect(media.requests).toHaveLength(1);
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });

  it('stops the preview on unmount, even when the camera answers after it', async () => {
    const media = fakeMediaDevices();
    const { unmount } = renderHook(() =>
      useCameraCapture({
        role: 'overview',
        source: internal,
        preview: true,
        deps: fakeCaptureDeps({ media }),
      }),
    );
    unmount();
    await act(async () => {});
    expect(media.tracks).toHaveLength(2);
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('opens no preview for a silent step or a camera URL', async () => {
    const media = fakeMediaDevices();
    const deps = fakeCaptureDeps({ media });
    renderHook(() => useCameraCapture({ role: 'front', source: internal, preview: false, deps }));
    const url = { kind: 'url', url: 'http://cam' } as const;
    renderHook(() => useCameraCapture({ role: 'front', source: url, preview: true, deps }));
    await act(async () => {});
    expect(media.requests).toHaveLength(0);
  });
});
