import { useCallback, useEffect, useRef, useState } from 'react';

import { cameraInput, type CameraRole, type CameraSource } from './camera-source';
import { takePhoto, type CaptureDeps, type PhotoResult } from './take-photo';
import { openCameraStream, stopStream } from './video-stream';

export interface CameraCaptureOptions {
  role: CameraRole;
  source: CameraSource;
  /** Show a live preview (the internal camera of a step with a screen). */
  preview: boolean;
  deps: CaptureDeps;
}

/**
 * A camera step's camera: the live preview stream (internal camera) and `shoot()`, which takes the
 * photo unless one is in progress (then it resolves null). The photo reuses the preview's stream;
 * every track is stopped after the photo and on unmount.
 */
export function useCameraCapture({ role, source, preview, deps }: CameraCaptureOptions) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const pending = useRef<Promise<MediaStream> | null>(null);
  const busy = useRef(false);
  const live = preview && source.kind === 'internal';
  const input = cameraInput(role, source);

  useEffect(() => {
    if (!live) return undefined;
    let mounted = true;
    const opening = openCameraStream(deps.mediaDevices, input);
    pending.current = opening;
    opening.then(
      (opened) => mounted && setStream(opened),
      () => undefined, // the photo reports the failure
    );
    return () => {
      mounted = false;
      pending.current = null;
      setStream(null);
      opening.then(stopStream, () => undefined);
    };
  }, [live, input, deps]);

  const shoot = useCallback(async (): Promise<PhotoResult | null> => {
    if (busy.current) return null;
    busy.current = true;
    return takePhoto(role, source, deps, pending.current ?? undefined);
  }, [role, source, deps]);

  return { stream, shoot };
}
