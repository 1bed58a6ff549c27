// axe-core in the page, the way the accessibility suite needs it: injected once per document.
// @axe-core/playwright injects axe into every frame again on every run and finishes each run in a
// new blank page, about 1.5 s a run on a two-core machine; once injected, a run takes about 0.1 s.
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

type WithAxe = Window & { axe?: typeof axe };

/** Injects axe-core into every frame of the page that does not have it yet. */
async function inject(page: Page) {
  for (const frame of page.frames()) {
    const has = await frame
      .evaluate(() => typeof (window as WithAxe).axe === 'object')
      // A frame that went away meanwhile, or one that runs no script (a sandboxed document), is
      // skipped, as @axe-core/playwright skips it.
      .catch(() => true);
    if (!has)
      await frame
        .evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`)
        .catch(() => undefined);
  }
}

/** Runs axe-core over the page (its frames included) with the rules of the given tags. */
export async function runAxe(page: Page, tags: string[]): Promise<AxeResults> {
  await inject(page);
  return page.evaluate(
    (values) => (window as WithAxe).axe!.run(document, { runOnly: { type: 'tag', values } }),
    tags,
  );
}
