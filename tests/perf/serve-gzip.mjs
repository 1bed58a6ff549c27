// Serves a production build gzip-compressed on 127.0.0.1, as a kiosk's web server would (the bench
// and its measurements). /config.json answers the given runtime configuration.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

import { gzip } from '../../scripts/budget-bytes.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

/**
 * @param {{ root: string, config: () => Record<string, unknown> }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveGzip({ root, config }) {
  const base = resolve(root);
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const gzipOk = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    let body;
    let type;
    let cacheControl = 'public, max-age=31536000, immutable';
    if (path === '/config.json') {
      body = Buffer.from(JSON.stringify(config()));
      type = types['.json'];
      cacheControl = 'no-store';
    } else {
      const file = normalize(join(base, path === '/' ? 'index.html' : path));
      if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end('Not found');
        return;
      }
      body = readFileSync(file);
      type = types[extname(file)] ?? 'application/octet-stream';
      if (file.endsWith('index.html')) cacheControl = 'no-cache';
    }
    const headers = { 'content-type': type, 'cache-control': cacheControl };
    if (gzipOk && compressible.has(extname(path) || '.html')) {
      const key = path === '/config.json' ? null : path;
      const packed = (key && cache.get(key)) ?? gzip(body);
      if (key) cache.set(key, packed);
      Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
      body = packed;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
