import { CameraError } from './video-stream';

/** JPEG quality of photos (the server gets a compact image). */
export const JPEG_QUALITY = 0.9;

/** The 2D context calls a photo needs. */
export interface Canvas2d {
  drawImage: (image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number) => void;
}

/** The canvas calls a photo needs (an HTMLCanvasElement; tests pass a fake, jsdom has no 2D canvas). */
export interface CanvasLike {
  width: number;
  height: number;
  getContext: (contextId: '2d') => Canvas2d | null;
  toBlob: (callback: BlobCallback, type?: string, quality?: number) => void;
}

/** Makes the elements a photo is drawn with. */
export interface FrameTools {
  createVideo: () => HTMLVideoElement;
  createCanvas: () => CanvasLike;
  /** Decodes an image file (to convert a camera URL's image to JPEG). */
  decodeImage: (blob: Blob) => Promise<ImageBitmap>;
}

/** The browser's own elements. */
export const domFrameTools: FrameTools = {
  createVideo: () => document.createElement('video'),
  createCanvas: () => document.createElement('canvas'),
  decodeImage: (blob) => createImageBitmap(blob),
};

/** Draws an image of the given size on a new canvas and encodes it. */
export function encodeImage(
  tools: FrameTools,
  image: CanvasImageSource,
  size: { width: number; height: number },
  mime: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  const canvas = tools.createCanvas();
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CameraError('failed', 'camera: no 2D canvas'));
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new CameraError('failed', 'camera: encoding failed')),
      mime,
      mime === 'image/jpeg' ? JPEG_QUALITY : undefined,
    ),
  );
}

/** Takes one frame of a live stream: plays it in an off-screen video, draws it on a canvas, encodes it. */
export async function grabFrame(
  stream: MediaStream,
  mime: 'image/png' | 'image/jpeg',
  tools: FrameTools = domFrameTools,
): Promise<Blob> {
  const video = tools.createVideo();
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
    const size = { width: video.videoWidth, height: video.videoHeight };
    if (!size.width || !size.height)
      throw new CameraError('failed', 'camera: the stream has no frame');
    return await encodeImage(tools, video, size, mime);
  } catch (error) {
    if (error instanceof CameraError) throw error;
    throw new CameraError(
      'failed',
      `camera: the frame could not be taken (${String(error)})`,
      error,
    );
  } finally {
    video.pause();
    video.srcObject = null;
  }
}

/** Converts an image file to JPEG (a camera URL that answers with another image format). */
export async function toJpeg(blob: Blob, tools: FrameTools = domFrameTools): Promise<Blob> {
  if (blob.type === 'image/jpeg') return blob;
  let image: ImageBitmap;
  try {
    image = await tools.decodeImage(blob);
  } catch (error) {
    throw new CameraError('failed', `camera: the image could not be decoded (${blob.type})`, error);
  }
  try {
    return await encodeImage(
      tools,
      image,
      { width: image.width, height: image.height },
      'image/jpeg',
    );
  } finally {
    image.close();
  }
}
