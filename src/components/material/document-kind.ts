/** How a document is shown: pdf.js pages, an image, or the browser's own viewer in a frame. */
export type DocumentKind = 'pdf' | 'image' | 'other';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'svg+xml']);

/** The last part of a file type such as "pdf", ".PDF", "application/pdf" or "image/png". */
const normalise = (type: string) =>
  type.trim().toLowerCase().replace(/^\./, '').split('/').pop() ?? '';

/** The url's file extension, ignoring the query and the fragment. */
const extension = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1) : '';
};

/** The media type of a data: URL ("data:application/pdf;base64,…" → "application/pdf"). */
const dataUrlType = (url: string) => /^data:([^;,]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';

/**
 * Picks the viewer from the step's file_type, else a data: URL's media type, else the url's
 * extension. A PDF is always drawn by pdf.js: the sandboxed frame of other documents cannot show it.
 */
export function documentKind(fileType: string | null | undefined, url: string): DocumentKind {
  const type = normalise(fileType || dataUrlType(url) || extension(url));
  if (type === 'pdf') return 'pdf';
  if (IMAGE_TYPES.has(type) || fileType?.toLowerCase().startsWith('image/')) return 'image';
  return 'other';
}
