/**
 * The app:// protocol over the built dist/ folder: static files with their MIME type, single byte
 * ranges (video seeking), the CSP header, and no way out of dist/ (path-traversal protection).
 */
import path from 'node:path';

import { appHost, appScheme } from './app-origin';

/** What the handler reads from disk (node:fs/promises fits). */
export interface AppFileReader {
  readFile: (file: string) => Promise<Uint8Array>;
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** The MIME type of a file name by its extension. */
export const mimeTypeOf = (file: string): string =>
  mimeTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file in distDir an app:// URL names, or null when the URL is not the app's, is malformed,
 * or could leave distDir (a '..' segment, also encoded as %2e%2e or %2f, a backslash, NUL).
 */
export function resolveAppFile(distDir: string, requestUrl: string): string | null {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const segments = pathname.split('/');
  if (
    url.protocol !== `${appScheme}:` ||
    url.host !== appHost ||
    /[\0\\]/.test(pathname) ||
    segments.includes('..')
  ) {
    return null;
  }
  const root = path.resolve(distDir);
  const relative =
    pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** A single byte range of a Range header, or null for none or one this handler does not serve. */
export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** The protocol.handle handler for app://; `csp` is read per request (the server host may change). */
export function createAppProtocolHandler(options: {
  distDir: string;
  files: AppFileReader;
  csp: () => string;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = new Headers({
      'Content-Security-Policy': options.csp(),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers });
    }
    const file = resolveAppFile(options.distDir, request.url);
    if (!file) return new Response(null, { status: 404, headers });
    let body: Uint8Array;
    try {
      body = await options.files.readFile(file);
    } catch {
      return new Response(null, { status: 404, headers });
    }
    headers.set('Content-Type', mimeTypeOf(file));
    headers.set('Accept-Ranges', 'bytes');
    const size = body.byteLength;
    const range = parseRange(request.headers.get('Range'), size);
    let status = 200;
    if (range) {
      status = 206;
      body = body.subarray(range.start, range.end + 1);
      headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    headers.set('Content-Length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : Buffer.from(body), { status, headers });
  };
}
