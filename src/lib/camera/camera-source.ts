/** Which camera a step photographs with: the front camera (the person) or the overview camera (the scene). */
export type CameraRole = 'front' | 'overview';

/** The settings value that selects the terminal's own camera (front_camera / view_camera). */
export const INTERNAL_CAMERA = 'internal';

/** The settings value that selects the terminal's own overview camera, whichever step photographs. */
export const OVERVIEW_CAMERA = 'overview';

/**
 * Where a camera's image comes from: the terminal's own camera (`input: 'overview'` when the
 * setting names the overview camera), an http(s) URL, or a value this app cannot use.
 */
export type CameraSource =
  | { kind: 'internal'; input?: 'overview' }
  | { kind: 'url'; url: string }
  | { kind: 'unknown'; setting: string | null };

/** An absolute http: or https: URL (what the shell can fetch a snapshot from). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads a camera setting (spec 1 §4): 'internal', 'overview' (the terminal's overview camera), an
 * http(s) URL, or anything else (unset included) as unknown.
 */
export function cameraSource(setting: string | null | undefined): CameraSource {
  const value = setting?.trim() ?? '';
  if (value === INTERNAL_CAMERA) return { kind: 'internal' };
  if (value === OVERVIEW_CAMERA) return { kind: 'internal', input: 'overview' };
  if (isHttpUrl(value)) return { kind: 'url', url: value };
  return { kind: 'unknown', setting: setting ?? null };
}

/** Which of the terminal's own cameras a step uses: the one its setting names, else the step's own. */
export const cameraInput = (role: CameraRole, source: CameraSource): CameraRole =>
  source.kind === 'internal' && source.input ? source.input : role;

/** Photo format: png for the internal front camera, jpg otherwise (spec 1 §9). */
export const photoExtension = (role: CameraRole, source: CameraSource): 'png' | 'jpg' =>
  role === 'front' && source.kind === 'internal' && !source.input ? 'png' : 'jpg';

/** The MIME type of a photo extension. */
export const photoMime = (extension: 'png' | 'jpg'): 'image/png' | 'image/jpeg' =>
  extension === 'png' ? 'image/png' : 'image/jpeg';
