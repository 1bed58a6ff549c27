/**
 * The kiosk page's Content Security Policy, sent by the app:// handler. Scripts come only from the
 * app itself ('self' is app://kiosk): no inline script, no eval, no script from any server. What the
 * server names may live on another http(s) host (a file store, a CDN), as it may in the browser
 * (scripts/web-csp.mjs): images, video and audio, fetched documents (pdf.js reads PDFs with fetch)
 * and framed documents load from any http(s) origin. Plugins (object/embed) stay off: PDFs are drawn
 * by pdf.js, whose worker runs from the app.
 */

/** Where server-named materials may come from: the app, and any http(s) origin. */
const materials = `'self' http: https:`;

/** The full policy. Inline styles stay allowed: React and the keyboard widget set style attributes. */
export function buildCsp(): string {
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${materials} data: blob:`,
    `media-src ${materials} data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${materials}`,
    `worker-src 'self' blob:`,
    `frame-src ${materials} blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
