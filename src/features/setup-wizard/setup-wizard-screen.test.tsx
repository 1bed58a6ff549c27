import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { SimulatorPreset } from '@/lib/bridge/simulated-kiosk';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { SetupWizardScreen } from './setup-wizard-screen';

afterEach(removeShell);

async function renderWizard(preset: SimulatorPreset = {}) {
  const simulator = installShell(preset);
  const user = userEvent.setup();
  await renderWithProviders(<SetupWizardScreen />);
  await screen.findByRole('heading', { name: 'Terminal setup' });
  return { simulator, user };
}

const field = (name: string) => screen.getByLabelText(name);
const button = (name: string) => screen.getByRole('button', { name });
const keyboard = () => screen.getByRole('group', { name: 'On-screen keyboard' });
// simple-keyboard draws its keys after mounting: wait for them.
const key = (name: string) => within(keyboard()).findByRole('button', { name });

/** Puts a whole text into a field at once (one change, as a paste). */
async function paste(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, value: string) {
  await user.click(target);
  await user.paste(value);
}

describe('the setup wizard: server step', () => {
  it('requires an http(s) server address before Next', async () => {
    const { user } = await renderWizard();
    expect(screen.getByRole('heading', { name: 'Server and terminal' })).toBeInTheDocument();
    expect(button('Back')).toBeDisabled();
    await user.click(button('Next'));
    expect(field('Server address')).toHaveAccessibleDescription('Required');
    await paste(user, field('Server address'), 'ftp://server.local');
    expect(field('Server address')).toHaveAccessibleDescription(
      'The address must start with http:// or https://',
    );
    await user.clear(field('Server address'));
    await paste(user, field('Server address'), 'http://10.0.0.2:8080');
    expect(field('Server address')).not.toHaveAttribute('aria-invalid');
    await user.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Display settings' })).toBeInTheDocument();
    await user.click(button('Back'));
    expect(field('Server address')).toHaveValue('http://10.0.0.2:8080');
  });

  it('requires the terminal name when the computer name is not used', async () => {
    const { user } = await renderWizard({ serverHost: 'http://10.0.0.2:8080' });
    expect(screen.queryByLabelText('Name of the terminal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Enter a name' }));
    await user.click(button('Next'));
    expect(field('Name of the terminal')).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('heading', { name: 'Server and terminal' })).toBeInTheDocument();
  });

  it('hides the Linux password on Windows', async () => {
    await renderWizard({ os: 'windows' });
    expect(screen.queryByLabelText('Linux password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Server address')).toBeInTheDocument();
  });

  it('on Linux without an OS keychain, says the password is not saved instead of asking for it', async () => {
    await renderWizard({ os: 'linux', passwordStorable: false });
    expect(screen.queryByLabelText('Linux password')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This computer has no OS keychain: the Linux password is not saved.',
    );
  });

  it('types with the English keyboard only (no language key)', async () => {
    const { user } = await renderWizard();
    await user.click(await key('Caps Lock'));
    await user.click(await key('H'));
    await user.click(await key('Caps Lock'));
    await user.click(await key('t'));
    expect(field('Server address')).toHaveValue('Ht');
    expect(within(keyboard()).queryByRole('button', { name: 'Language' })).not.toBeInTheDocument();
  });
});

async function toDevicesStep(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, field('Server address'), 'http://10.0.0.2:8080');
  await user.click(button('Next'));
  await user.click(button('Next'));
  expect(screen.getByRole('heading', { name: 'Peripheral devices' })).toBeInTheDocument();
}

describe('the setup wizard: devices step', () => {
  it('baud rates keep their value when non-digits are typed, on either keyboard', async () => {
    const { user } = await renderWizard();
    await toDevicesStep(user);
    const [breathalyzerBaud, rfidBaud] = screen.getAllByLabelText('Baud rate');
    if (!breathalyzerBaud || !rfidBaud) throw new Error('two baud rate fields expected');
    await user.type(breathalyzerBaud, 'x!');
    expect(breathalyzerBaud).toHaveValue('4800');
    await user.click(rfidBaud);
    await user.click(await key('q'));
    expect(rfidBaud).toHaveValue('9600');
    await user.click(await key('Backspace'));
    await user.click(await key('Numbers'));
    await user.click(await key('1'));
    expect(rfidBaud).toHaveValue('9601');
  });

  it('offers the shell’s serial ports and requires the device fields', async () => {
    const { user } = await renderWizard();
    await toDevicesStep(user);
    const [breathalyzerPort] = screen.getAllByLabelText('Port');
    if (!breathalyzerPort) throw new Error('a port field expected');
    const listId = breathalyzerPort.getAttribute('list') ?? '';
    const options = [...(document.getElementById(listId)?.querySelectorAll('option') ?? [])];
    expect(options.map((option) => option.value)).toEqual(['COM1', 'COM3', 'COM4', '/dev/ttyUSB0']);
    await user.clear(breathalyzerPort);
    await user.clear(field('Delimiter'));
    await user.click(button('Done'));
    expect(breathalyzerPort).toHaveAccessibleDescription('Required');
    expect(field('Delimiter')).toHaveAccessibleDescription('Required');
  });
});

describe('the setup wizard: Done and Close', () => {
  it('saves settings and host (no password when none entered), then relaunches and exits', async () => {
    const { user, simulator } = await renderWizard();
    await toDevicesStep(user);
    await user.click(button('Back'));
    await user.click(screen.getByRole('checkbox', { name: 'Show the mouse cursor' }));
    await user.click(button('Next'));
    await user.clear(field('Delimiter'));
    await user.type(field('Delimiter'), '#');
    await user.click(screen.getByRole('checkbox', { name: 'The reader works as a keyboard' }));
    await user.click(button('Done'));
    expect(simulator.config.calls()).toEqual([
      'save_server_host',
      'save_device_settings',
      'relaunch',
      'exit',
    ]);
    expect(simulator.config.serverHost()).toBe('http://10.0.0.2:8080');
    expect(simulator.config.password()).toBeNull();
    expect(simulator.config.deviceSettings()).toMatchObject({
      cursor: true,
      fullscreen: true,
      version: '3.20.0',
      breathalyzer: { port: 'COM3', baudRate: 4800, delimiter: '#' },
      rfid: { port: 'COM4', baudRate: 9600, isHid: true },
    });
  });

  it('saves the Linux password when one is entered', async () => {
    const { user, simulator } = await renderWizard();
    await user.type(field('Linux password'), 's3cret');
    await toDevicesStep(user);
    await user.click(button('Done'));
    expect(simulator.config.calls()).toEqual([
      'save_server_host',
      'save_pass',
      'save_device_settings',
      'relaunch',
      'exit',
    ]);
    expect(simulator.config.password()).toBe('s3cret');
  });

  it('sets a new installer code typed twice: the shell keeps it (as a hash) before the settings', async () => {
    const { user, simulator } = await renderWizard({ installerCode: '11223344' });
    await user.type(field('New installer code'), '24681357');
    await user.type(field('New installer code again'), '24681357');
    await toDevicesStep(user);
    await user.click(button('Done'));
    expect(simulator.config.calls()).toEqual([
      'save_server_host',
      'save_installer_code',
      'save_device_settings',
      'relaunch',
      'exit',
    ]);
    expect(simulator.config.acceptsInstallerCode('24681357')).toBe(true);
    expect(simulator.config.acceptsInstallerCode('11223344')).toBe(false);
  });

  it('refuses an installer code under 6 digits or typed differently, and saves none', async () => {
    const { user, simulator } = await renderWizard({ serverHost: 'http://10.0.0.2:8080' });
    await user.type(field('New installer code'), '12345x');
    expect(field('New installer code')).toHaveValue('12345');
    await user.click(button('Next'));
    expect(field('New installer code')).toHaveAccessibleDescription(
      /^The installer code has 6 to 16 digits/,
    );
    await user.type(field('New installer code'), '6');
    await user.type(field('New installer code again'), '123465');
    expect(field('New installer code again')).toHaveAccessibleDescription('The codes do not match');
    await user.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Server and terminal' })).toBeInTheDocument();
    await user.clear(field('New installer code'));
    await user.clear(field('New installer code again'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Done'));
    expect(simulator.config.calls()).not.toContain('save_installer_code');
  });

  it('shows the restart error and does not exit when the relaunch fails', async () => {
    const { user, simulator } = await renderWizard();
    simulator.config.failRelaunch(true);
    await toDevicesStep(user);
    await user.click(button('Done'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Application restart error. Restart the app manually.',
    );
    expect(simulator.app.relaunches()).toBe(1);
    expect(simulator.app.exits()).toBe(0);
  });

  it('reports the start error to the shell when it opens', async () => {
    const { simulator } = await renderWizard();
    expect(simulator.config.startErrorReports()).toBe(1);
  });

  it('shows why when the shell refuses the host (setup not open), saves nothing, stays', async () => {
    const { user, simulator } = await renderWizard({ setupLocked: true });
    await user.type(field('Linux password'), 's3cret');
    await toDevicesStep(user);
    await user.click(button('Done'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The terminal refused the new server address or password: setup is open only after a start error the terminal confirms itself, or with the installer code on the health screen.',
    );
    expect(simulator.config.calls()).toEqual(['save_server_host']);
    expect(simulator.config.serverHost()).toBe('');
    expect(simulator.config.password()).toBeNull();
    expect(simulator.app.relaunches()).toBe(0);
    expect(button('Done')).toBeEnabled();
  });

  it('Close exits without saving anything', async () => {
    const { user, simulator } = await renderWizard();
    await paste(user, field('Server address'), 'http://10.0.0.2:8080');
    await user.click(button('Close'));
    expect(simulator.config.calls()).toEqual(['exit']);
    expect(simulator.config.serverHost()).toBe('');
  });
});
