// The health screen in the simulated desktop shell (issue 31): the shell checks the installer code,
// the wizard opened from the health screen is the only way the page saves a new server host, each
// device keeps its status lines, and the shell's own errors are listed with the page's.
import type { Page } from '@playwright/test';

import { expect, test, text } from './fixtures';
import { preset, simulator } from './harness/simulator';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const DESKTOP = { desktop: 'simulated' };
const SHELL_CODE = '24681357';

async function typeCode(page: Page, code: string) {
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: ru('health', 'access.submit') }).click();
}

test('the shell checks the code; the wizard opened from the health screen saves the host', async ({
  page,
  openServer,
}) => {
  await preset(page, {
    installerCode: SHELL_CODE,
    setupLocked: true,
    shellLog: [
      {
        time: new Date().toISOString(),
        level: 'error',
        message: 'RFID_FAIL: RFID connection error',
        details: 'notFound',
      },
    ],
  });
  await openServer('/health', DESKTOP);
  await expect(page.getByText(ru('health', 'access.prompt'))).toBeVisible();
  await typeCode(page, '11111111');
  await expect(page.getByRole('alert')).toContainText(ru('health', 'access.wrong', { count: 4 }));
  await typeCode(page, SHELL_CODE);
  await expect(page.getByRole('heading', { name: ru('health', 'devices.title') })).toBeVisible();
  await expect(page.getByText('RFID_FAIL: RFID connection error')).toBeVisible();
  await expect(
    page.getByRole('list', { name: ru('health', 'devices.history.rfid') }),
  ).toContainText(ru('health', 'devices.working'));

  // The code opened the health screen only: the page's save of a host is still refused.
  expect(await simulator(page, (sim) => sim.config.setupOpen())).toBe(false);
  await page.getByRole('button', { name: ru('health', 'setup.open') }).click();
  await expect(page.getByRole('heading', { name: ru('setup', 'title') })).toBeVisible();
  expect(await simulator(page, (sim) => sim.config.setupOpen())).toBe(true);
  const host = page.getByLabel(ru('setup', 'server.host'));
  await host.fill('http://10.0.0.9:8080');
  for (let step = 0; step < 2; step += 1)
    await page.getByRole('button', { name: ru('setup', 'actions.next') }).click();
  await page.getByRole('button', { name: ru('setup', 'actions.done') }).click();
  await expect
    .poll(() => simulator(page, (sim) => sim.config.serverHost()))
    .toBe('http://10.0.0.9:8080');
});
