// The Content Security Policy of the web build, as a <meta> tag in index.html (added at build
// time only: the dev server injects inline scripts for hot reload). Scripts come only from the
// app itself, so injected inline script never runs. The server is configured at run time
// (config.json), so data, media and framed documents may come from any http(s) origin; the
// desktop shell sends a stricter header naming its one server (electron/main/content-security-policy.ts).
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  "worker-src 'self' blob:",
  "frame-src 'self' data: blob: http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A Vite plugin that adds the policy to the built index.html. */
export function webCspPlugin() {
  return {
    name: 'safety-terminal-web-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: WEB_CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}
