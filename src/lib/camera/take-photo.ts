import type { CameraApi } from '@shared/kiosk-api';

import { getKiosk } from '@/lib/bridge/kiosk';
import { detectPlatform } from '@/lib/bridge/platform';
import { wrapperMediaDevices } from '@/lib/mobile/camera-permission';

import {
  cameraInput,
  photoExtension,
  photoMime,
  type CameraRole,
  type CameraSource,
} from './camera-source';
import { domFrameTools, grabFrame, toJpeg, type FrameTools } from './frame-grabber';
import { CameraError, openCameraStream, stopStream, type MediaDevicesLike } from './video-stream';

/** What taking a photo needs from its surroundings (the browser's by default; tests pass fakes). */
export interface CaptureDeps {
  mediaDevices: MediaDevicesLike | undefined;
  /** The desktop shell's fetch of a camera URL; absent outside the shell. */
  fetchSnapshot: CameraApi['fetchSnapshot'] | undefined;
  frames: FrameTools;
}

/**
 * The browser's cameras and canvas, and the desktop shell's snapshot fetch when it runs in one. In
 * the mobile wrapper the cameras ask for Android's camera permission first.
 */
export function browserCaptureDeps(): CaptureDeps {
  const kiosk = getKiosk();
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return {
    mediaDevices: media && detectPlatform() === 'cordova' ? wrapperMediaDevices(media) : media,
    fetchSnapshot: kiosk ? (url) => kiosk.camera.fetchSnapshot(url) : undefined,
    frames: domFrameTools,
  };
}

/** Why a photo failed: the camera setting is neither 'internal' nor a URL, no such camera, or it failed. */
export type PhotoFailure = 'unknownInterface' | CameraError['reason'];

/** A photo with its file extension, or why there is none (the message is for the log). */
export type PhotoResult =
  | { ok: true; blob: Blob; extension: 'png' | 'jpg' }
  | { ok: false; reason: PhotoFailure; message: string };

const failed = (error: unknown): PhotoResult =>
  error instanceof CameraError
    ? { ok: false, reason: error.reason, message: error.message }
    : { ok: false, reason: 'failed', message: `camera: ${String(error)}` };

/** A frame of the internal camera; the stream (the preview's, or one opened here) is stopped afterwards. */
async function internalPhoto(
  input: CameraRole,
  extension: 'png' | 'jpg',
  deps: CaptureDeps,
  stream: Promise<MediaStream> | undefined,
): Promise<Blob> {
  const live = await (stream ?? openCameraStream(deps.mediaDevices, input));
  try {
    return await grabFrame(live, photoMime(extension), deps.frames);
  } finally {
    stopStream(live);
  }
}

/** An image of a camera URL fetched by the shell, as JPEG. */
async function urlPhoto(url: string, deps: CaptureDeps): Promise<Blob> {
  if (!deps.fetchSnapshot)
    throw new CameraError('notFound', `camera: no desktop shell to fetch ${url}`);
  const snapshot = await deps.fetchSnapshot(url);
  if (!snapshot.ok) {
    const reason = snapshot.code === 'notFound' ? 'notFound' : 'failed';
    throw new CameraError(reason, `camera: ${snapshot.code}: ${snapshot.message}`);
  }
  return toJpeg(new Blob([snapshot.data], { type: snapshot.type }), deps.frames);
}

/**
 * Takes one photo from the role's camera source. Never throws: a failure comes back as a reason.
 * `stream` is the live preview's stream, reused for the internal camera (and stopped after the photo).
 */
export async function takePhoto(
  role: CameraRole,
  source: CameraSource,
  deps: CaptureDeps,
  stream?: Promise<MediaStream>,
): Promise<PhotoResult> {
  const extension = photoExtension(role, source);
  try {
    switch (source.kind) {
      case 'internal':
        return {
          ok: true,
          blob: await internalPhoto(cameraInput(role, source), extension, deps, stream),
          extension,
        };
      case 'url':
        return { ok: true, blob: await urlPhoto(source.url, deps), extension };
      case 'unknown':
        return {
          ok: false,
          reason: 'unknownInterface',
          message: `camera: unknown interface "${source.setting ?? ''}"`,
        };
    }
  } catch (error) {
    return failed(error);
  }
}
