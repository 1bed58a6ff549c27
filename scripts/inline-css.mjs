// Puts the entry's stylesheet (the base styles and the boot splash, about 2.5 KiB gzip) inside the
// built index.html: a linked stylesheet blocks the first paint for one more round trip, which on a
// slow network is most of the time to the splash (issue 12 item 3). The policy allows inline styles
// (scripts/web-csp.mjs, electron/main/content-security-policy.ts); the file stays in the build.

/** Replaces each `<link rel="stylesheet" href="./<file>">` of a CSS asset of `bundle` with a `<style>`. */
export function inlineStylesheets(html, bundle) {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\.\/([^"]+\.css)"\s*\/?>/g,
    (tag, file) => {
      const asset = bundle[file];
      if (!asset || asset.type !== 'asset') return tag;
      const css = String(asset.source);
      // Relative url()s would resolve against index.html instead of the stylesheet's folder.
      if (/url\(|@import/.test(css) || css.includes('</style')) return tag;
      return `<style>${css}</style>`;
    },
  );
}

/** A Vite plugin that inlines the built index.html's stylesheets. */
export function inlineCssPlugin() {
  return {
    name: 'safety-terminal-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.bundle ? inlineStylesheets(html, context.bundle) : html),
    },
  };
}
