// Test doubles for the camera code: jsdom has no cameras, no MediaStream and no 2D canvas.
import type { CameraSnapshot } from '@shared/kiosk-api';

import type { CanvasLike, FrameTools } from '../frame-grabber';
import type { CaptureDeps } from '../take-photo';
import type { MediaDevicesLike } from '../video-stream';

/** A track that remembers whether it was stopped. */
export interface FakeTrack {
  kind: 'video';
  readyState: 'live' | 'ended';
  stop: () => void;
}

/** A MediaStream stand-in with its tracks exposed. */
export function fakeStream(trackCount = 1): { stream: MediaStream; tracks: FakeTrack[] } {
  const tracks: FakeTrack[] = Array.from({ length: trackCount }, () => {
    const track: FakeTrack = {
      kind: 'video',
      readyState: 'live',
      stop: () => {
        track.readyState = 'ended';
      },
    };
    return track;
  });
  const stream = {
    getTracks: () => tracks,
    getVideoTracks: () => tracks,
  } as unknown as MediaStream;
  return { stream, tracks };
}

export interface FakeMediaDevices extends MediaDevicesLike {
  /** Every getUserMedia request, in order. */
  requests: MediaStreamConstraints[];
  /** The tracks of every stream handed out. */
  tracks: FakeTrack[];
}

/** Fake cameras: `inputs` video inputs (ids cam-1…), optionally failing getUserMedia with an error name. */
export function fakeMediaDevices(
  options: { inputs?: number; failWith?: string } = {},
): FakeMediaDevices {
  const { inputs = 1, failWith } = options;
  const requests: MediaStreamConstraints[] = [];
  const tracks: FakeTrack[] = [];
  const devices = Array.from({ length: inputs }, (_, index) => ({
    kind: 'videoinput',
    deviceId: `cam-${index + 1}`,
    groupId: '',
    label: `Camera ${index + 1}`,
  })) as unknown as MediaDeviceInfo[];
  const mic = {
    kind: 'audioinput',
    deviceId: 'mic-1',
    groupId: '',
    label: 'Mic',
  } as unknown as MediaDeviceInfo;
  return {
    requests,
    tracks,
    enumerateDevices: () => Promise.resolve([mic, ...devices]),
    getUserMedia: (constraints) => {
      requests.push(constraints ?? {});
      if (failWith) return Promise.reject(new DOMException('camera refused', failWith));
      const fake = fakeStream(2);
      tracks.push(...fake.tracks);
      return Promise.resolve(fake.stream);
    },
  };
}

export interface FakeFrameTools extends FrameTools {
  /** MIME types of the images encoded, in order. */
  encoded: string[];
}

/** Videos that play at once with a 640×480 frame (or none), and canvases that encode a small Blob. */
export function fakeFrameTools(options: { frameWidth?: number } = {}): FakeFrameTools {
  const encoded: string[] = [];
  const { frameWidth = 640 } = options;
  return {
    encoded,
    createVideo: () => {
      const video = document.createElement('video');
      Object.defineProperty(video, 'videoWidth', { value: frameWidth });
      Object.defineProperty(video, 'videoHeight', { value: 480 });
      video.play = () => Promise.resolve();
      video.pause = () => undefined;
      return video;
    },
    createCanvas: () => {
      const canvas: CanvasLike = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage: () => undefined }),
        toBlob: (callback, type = 'image/png') => {
          encoded.push(type);
          callback(new Blob([`frame ${canvas.width}x${canvas.height}`], { type }));
        },
      };
      return canvas;
    },
    decodeImage: () =>
      Promise.resolve({ width: 8, height: 8, close: () => undefined } as unknown as ImageBitmap),
  };
}

/** Capture dependencies made of fakes; `snapshot` answers every camera URL. */
export function fakeCaptureDeps(
  options: { media?: MediaDevicesLike; frames?: FrameTools; snapshot?: CameraSnapshot } = {},
): CaptureDeps {
  const { snapshot } = options;
  return {
    mediaDevices: options.media ?? fakeMediaDevices(),
    fetchSnapshot: snapshot ? () => Promise.resolve(snapshot) : undefined,
    frames: options.frames ?? fakeFrameTools(),
  };
}
