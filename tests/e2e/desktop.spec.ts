// The desktop shell's screens in Chromium with the simulated shell (config.json desktop: 'simulated').
// The shell's start state is scripted before the app boots: `page.addInitScript` sets
// window.kioskSimulatorPreset (start error for the setup wizard, Windows with an update), which
// installSimulatedKiosk reads; afterwards the test drives window.kioskSimulator.
import type { Page } from '@playwright/test';

import type { UpdateInfo } from '@shared/device-settings';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';
import { preset, simulator } from './harness/simulator';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const DESKTOP = { desktop: 'simulated' };
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

const update: UpdateInfo = {
  url_string: 'http://updates.local/app.exe',
  new_version: '3.21.0',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: 'http://updates.local/updater.exe',
  updater_version: '1.0.0',
  app_file_hash: 'a'.repeat(32),
  update_file_hash: 'b'.repeat(32),
};

test.describe('setup wizard (shell start error)', () => {
  test('validates, then saves settings, host and password, relaunches and exits', async ({
    page,
    openServer,
  }) => {
    await preset(page, { startError: true, os: 'linux' });
    await openServer('/', DESKTOP);
    await expect(page.getByRole('heading', { name: ru('setup', 'title') })).toBeVisible();
    const host = page.getByLabel(ru('setup', 'server.host'));
    await page.getByRole('button', { name: ru('setup', 'actions.next') }).click();
    await expect(host).toHaveAccessibleDescription(ru('setup', 'validation.required'));
    await host.fill('ftp://10.0.0.2');
    await expect(host).toHaveAccessibleDescription(ru('setup', 'validation.invalidUrl'));
    await host.fill('http://10.0.0.2:8080');
    await page.getByLabel(ru('setup', 'server.password')).fill('s3cret');
    await page.getByRole('button', { name: ru('setup', 'actions.next') }).click();
    await expect(page.getByRole('heading', { name: ru('setup', 'steps.display') })).toBeVisible();
    await page.getByRole('button', { name: ru('setup', 'actions.next') }).click();
    await expect(page.getByRole('heading', { name: ru('setup', 'steps.devices') })).toBeVisible();
    const baud = page.getByLabel(ru('setup', 'devices.baudRate')).first();
    await baud.fill('fast');
    await expect(baud).toHaveValue('4800');
    await page.getByLabel(ru('setup', 'devices.baudRate')).last().fill('19200');
    await page.getByRole('button', { name: ru('setup', 'actions.done') }).click();
    await expect
      .poll(() => simulator(page, (sim) => sim.config.calls()))
      // The host and password first: a shell that refuses them (setup not open) keeps everything.
      .toEqual(['save_server_host', 'save_pass', 'save_device_settings', 'relaunch', 'exit']);
    expect(await simulator(page, (sim) => sim.config.serverHost())).toBe('http://10.0.0.2:8080');
    expect(await simulator(page, (sim) => sim.config.password())).toBe('s3cret');
    expect(await simulator(page, (sim) => sim.config.deviceSettings().rfid.baudRate)).toBe(19200);
  });
});

test.describe('RFID linking', () => {
  test('a card presented to the reader is linked to the employee', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/', DESKTOP);
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await page.getByRole('link', { name: ru('cabinet', 'cards.linkRfid') }).click();
    await expect(page.getByRole('heading', { name: ru('rfid', 'title') })).toBeVisible();
    const save = page.getByRole('button', { name: ru('rfid', 'actions.save') });
    await expect(save).toBeDisabled();
    await page.getByRole('button', { name: ru('rfid', 'actions.writeItDown') }).click();
    await expect(page.getByText(ru('rfid', 'state.waiting'))).toBeVisible();
    await simulator(page, (sim) => sim.rfid.present('0012345678'));
    await expect(
      page.getByText(ru('rfid', 'state.cardRead', { code: '0012345678' })),
    ).toBeVisible();
    await save.click();
    await expect(page.getByText(ru('rfid', 'success.linked'))).toBeVisible();
    await expect(page).toHaveURL(/#\/cabinet$/);
    expect(callsTo(stub, 'rfid/joinToEmployee', 'POST').map((call) => call.form)).toEqual([
      { employee: PETROV, rfid: '0012345678' },
    ]);
  });
});

const indicator = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: ru('header', 'device.title') }).getByRole('img', { name });
const network = (key: string) =>
  `${ru('header', 'device.network.label')}: ${ru('header', `device.network.${key}`)}`;

test.describe('device info', () => {
  test('green or orange network after a good answer; the RFID indicator follows the reader', async ({
    page,
    openServer,
  }) => {
    await openServer('/', DESKTOP);
    const net = indicator(page, new RegExp(`^(${network('good')}|${network('slow')})$`));
    await expect(net).toHaveAttribute('data-colour', /^(green|orange)$/);
    await expect(indicator(page, ru('header', 'device.rfid.working'))).toHaveAttribute(
      'data-colour',
      'green',
    );
    await simulator(page, (sim) => sim.rfid.setWorking(false));
    await expect(indicator(page, ru('header', 'device.rfid.notWorking'))).toHaveAttribute(
      'data-colour',
      'red',
    );
    const clock = page.getByRole('timer', { name: ru('header', 'device.clock') });
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '');
    await page.getByRole('button', { name: ru('header', 'device.button') }).click();
    await expect(page.getByRole('dialog', { name: ru('header', 'device.button') })).toContainText(
      ru('header', 'device.version', { version: '3.20.0' }),
    );
  });

  test('red network when the server answers 503', async ({ page, stub, openServer }) => {
    stub.override('GET', 'settings', { status: 503, body: { message: 'maintenance' } });
    await openServer('/', DESKTOP);
    await expect(indicator(page, network('error'))).toHaveAttribute('data-colour', 'red');
  });
});

test.describe('desktop update (Windows shell)', () => {
  test('the startup screen offers the update; it starts, and an error shows the toast', async ({
    page,
    openServer,
  }) => {
    await preset(page, { os: 'windows', update });
    await openServer('/', DESKTOP);
    await expect(
      page.getByText(ru('header', 'update.available', { version: '3.21.0' })),
    ).toBeVisible();
    await page.getByRole('button', { name: ru('header', 'update.button') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ru('header', 'update.started') }),
    ).toBeVisible();
    expect(
      await simulator(page, (sim) => sim.update.starts().map((info) => info.new_version)),
    ).toEqual(['3.21.0']);
    await simulator(page, (sim) => sim.update.status('error'));
    await expect(
      page.getByRole('alert').filter({ hasText: ru('header', 'update.error') }),
    ).toBeVisible();
  });

  test('no update button on the Linux shell', async ({ page, openServer }) => {
    await preset(page, { os: 'linux', update });
    await openServer('/', DESKTOP);
    await expect(page.getByRole('group', { name: ru('header', 'device.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: ru('header', 'update.button') })).toHaveCount(0);
  });
});
