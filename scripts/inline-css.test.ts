import { describe, expect, it } from 'vitest';

import { inlineStylesheets } from './inline-css.mjs';

const html = (href: string) =>
  `<head><link rel="stylesheet" crossorigin href="./${href}"></head><body></body>`;
const css = (source: string) => ({ type: 'asset', source });

describe('the entry stylesheet inside index.html', () => {
  it('replaces the link with the stylesheet itself and a disabled link to the file', () => {
    const bundle = { 'assets/index-1.css': css('.boot-splash{display:grid}') };
    expect(inlineStylesheets(html('assets/index-1.css'), bundle)).toBe(
      '<head><style>.boot-splash{display:grid}</style>' +
        '<link rel="stylesheet" href="./assets/index-1.css" disabled></head><body></body>',
    );
  });

  it('keeps the link for a stylesheet with relative urls or imports, one it cannot find, or one that would end the style element', () => {
    for (const [file, source] of [
      ['assets/a.css', '.logo{background:url(./logo.svg)}'],
      ['assets/b.css', '@import "./more.css";'],
      ['assets/c.css', 'a::after{content:"</style><script>"}'],
    ] as const) {
      const page = html(file);
      expect(inlineStylesheets(page, { [file]: css(source) })).toBe(page);
    }
    const page = html('assets/missing.css');
    expect(inlineStylesheets(page, {})).toBe(page);
  });
});
