import type { CameraRole } from './camera-source';

/** The part of navigator.mediaDevices the camera code uses (tests pass a fake). */
export type MediaDevicesLike = Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'>;

/** Why a photo could not be taken: no such camera, or it failed while taking it. */
export type CameraFailure = 'notFound' | 'failed';

/** A camera error with its reason; the message is for the log. */
export class CameraError extends Error {
  readonly reason: CameraFailure;

  constructor(reason: CameraFailure, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'CameraError';
    this.reason = reason;
  }
}

/** The video inputs the browser reports (labels and ids may be empty before permission is given). */
export async function videoInputs(media: MediaDevicesLike): Promise<MediaDeviceInfo[]> {
  const all = await media.enumerateDevices();
  return all.filter((device) => device.kind === 'videoinput');
}

/**
 * The camera for a role: the front camera is the first video input, the overview camera the last,
 * so a terminal with two cameras uses one for each and a single camera serves both.
 */
export const chooseVideoInput = (
  inputs: MediaDeviceInfo[],
  role: CameraRole,
): MediaDeviceInfo | undefined => (role === 'front' ? inputs[0] : inputs.at(-1));

const NOT_FOUND_ERRORS = ['NotFoundError', 'OverconstrainedError'];

/** Opens the role's internal camera (video only); fails with notFound when there is no video input. */
export async function openCameraStream(
  media: MediaDevicesLike | undefined,
  role: CameraRole,
): Promise<MediaStream> {
  if (!media) throw new CameraError('notFound', 'camera: navigator.mediaDevices is not available');
  const input = chooseVideoInput(await videoInputs(media), role);
  if (!input) throw new CameraError('notFound', 'camera: no video input');
  // Before permission is given, device ids are empty: then any camera will do.
  const video = input.deviceId ? { deviceId: { exact: input.deviceId } } : true;
  try {
    return await media.getUserMedia({ video, audio: false });
  } catch (error) {
    // A DOMException (not always an Error subclass, e.g. in jsdom) carries the reason in its name.
    const name =
      typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    const reason = NOT_FOUND_ERRORS.includes(name) ? 'notFound' : 'failed';
    throw new CameraError(reason, `camera: getUserMedia failed (${name || String(error)})`, error);
  }
}

/** Stops every track of a stream: the camera light goes off and the device is free again. */
export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
