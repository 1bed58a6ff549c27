// Puts the entry's stylesheet (the base styles and the boot splash, about 2.5 KiB gzip) inside the
// built index.html: a linked stylesheet blocks the first paint for one more round trip, which on a
// slow network is much of the time to the start screen (issue 12 item 3). The policy allows inline styles
// (scripts/web-csp.mjs, electron/main/content-security-policy.ts); the file stays in the build.
//
// A disabled link to the file stays beside the copy. Browsers fetch no disabled stylesheet (HTML,
// the stylesheet link type), and Vite's preload helper, which loads a lazy chunk's styles, skips a
// file the page already links. Every lazy chunk that imports from the entry lists the entry's
// styles; without the link the first of them fetched the file again, and parsing it and restyling
// the whole page cost a slow tablet about 17 ms of the start screen's first second (issue 12,
// Lighthouse's total blocking time). tests/e2e/production-build.spec.ts checks that it is not fetched.

/**
 * Replaces each `<link rel="stylesheet" href="./<file>">` of a CSS asset of `bundle` with a
 * `<style>` and a disabled link to the file.
 */
export function inlineStylesheets(html, bundle) {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\.\/([^"]+\.css)"\s*\/?>/g,
    (tag, file) => {
      const asset = bundle[file];
      if (!asset || asset.type !== 'asset') return tag;
      const css = String(asset.source);
      // Relative url()s would resolve against index.html instead of the stylesheet's folder.
      if (/url\(|@import/.test(css) || css.includes('</style')) return tag;
      return `<style>${css}</style><link rel="stylesheet" href="./${file}" disabled>`;
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
