import * as fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { appHost, appScheme } from '../../electron/main/app-origin';
import { createAppProtocolHandler } from '../../electron/main/app-protocol';
import { buildCsp } from '../../electron/main/content-security-policy';
import { expect, test, text } from './fixtures';

const distRoot = path.resolve(process.env.E2E_DIST || 'dist-test');

/**
 * Injects an inline script the way an attacker's HTML in server text would arrive, and says
 * whether it ran; the page's CSP must refuse it (and report the refusal).
 */
async function inlineScriptRuns(page: Page): Promise<{ ran: boolean; violations: number }> {
  return page.evaluate(async () => {
    const host = window as Window & { __pwned?: boolean };
    let violations = 0;
    document.addEventListener('securitypolicyviolation', () => {
      violations += 1;
    });
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = true;';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="x:" onerror="window.__pwned = true">';
    document.body.appendChild(holder);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { ran: host.__pwned === true, violations };
  });
}

test('the web build’s CSP blocks injected inline script, and the kiosk still works', async ({
  page,
  openMock,
}) => {
  await openMock('/');
  await expect(
    page.getByRole('heading', { name: text('ru', 'auth', 'tabel.title') }),
  ).toBeVisible();
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  const result = await inlineScriptRuns(page);
  expect(result.ran).toBe(false);
  expect(result.violations).toBeGreaterThan(0);
});

test.describe('the desktop shell’s app:// handler', () => {
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    // The shell's own handler, answering over HTTP exactly as it answers app:// in Electron.
    const handler = createAppProtocolHandler({
      distDir: distRoot,
      files: fs,
      csp: () => buildCsp(),
    });
    server = createServer((request, response) => {
      void handler(new Request(`${appScheme}://${appHost}${request.url ?? '/'}`)).then(
        async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('sends its CSP header, and the header blocks injected inline script', async ({ page }) => {
    const answer = await page.goto(`${origin}/index.html`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('#root')).not.toBeEmpty();
    const result = await inlineScriptRuns(page);
    expect(result.ran).toBe(false);
    expect(result.violations).toBeGreaterThan(0);
  });
});
