import { describe, expect, it } from 'vitest';

import {
  devEnv,
  mockScenarios,
  parseStartArgs,
  startConfig,
  StartOptionError,
} from './start-args.mjs';

const scenarios = ['pin', 'rfid'];

describe('npm start / npm run dev options', () => {
  it('takes the scenario, the simulated shell and wrapper, host and port from the command line', () => {
    expect(
      parseStartArgs(
        ['--scenario', 'pin', '--desktop', 'simulated', '--mobile=simulated', '--host', '0.0.0.0'],
        {},
        { scenarios },
      ),
    ).toEqual({
      scenario: 'pin',
      desktop: 'simulated',
      mobile: 'simulated',
      host: '0.0.0.0',
      port: undefined,
    });
  });

  it('takes them from the environment, the command line winning', () => {
    const env = { MOCK_SCENARIO: 'rfid', DESKTOP: 'simulated', HOST: '0.0.0.0', PORT: '8080' };
    expect(parseStartArgs([], env, { scenarios })).toEqual({
      scenario: 'rfid',
      desktop: 'simulated',
      mobile: 'none',
      host: '0.0.0.0',
      port: 8080,
    });
    expect(parseStartArgs(['--scenario', 'pin', '--port=9000'], env).scenario).toBe('pin');
    expect(parseStartArgs(['--port=9000'], env).port).toBe(9000);
    expect(parseStartArgs([], { MOCK_SCENARIO: '' })).toMatchObject({
      scenario: '',
      desktop: 'none',
    });
  });

  it('stops with a one-line reason listing the valid options', () => {
    const reason = (argv: string[], env = {}) => {
      try {
        parseStartArgs(argv, env, { scenarios });
      } catch (error) {
        expect(error).toBeInstanceOf(StartOptionError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(reason(['--scenaro', 'pin'])).toBe(
      'unknown option --scenaro; valid options: --scenario <scenario>, --desktop none|simulated, --mobile none|simulated, --host <host>, --port <port>',
    );
    expect(reason(['pin'])).toMatch(/^unknown option pin; valid options: --scenario/);
    expect(reason(['--scenario'])).toMatch(/^option --scenario needs a value; valid options:/);
    expect(reason(['--desktop', '--scenario', 'pin'])).toMatch(/^option --desktop needs a value/);
    expect(reason(['--desktop', 'real'])).toBe('--desktop must be none or simulated, not "real"');
    expect(reason([], { MOBILE: 'yes' })).toBe('MOBILE must be none or simulated, not "yes"');
    expect(reason(['--scenario', 'pni'])).toBe(
      '--scenario: unknown mock scenario "pni"; the mock data has: pin, rfid',
    );
    expect(reason(['--port', 'x'])).toBe('--port must be a port number, not "x"');
    for (const message of [reason(['--bogus'])]) expect(message).not.toContain('\n');
  });

  it('answers config.json with mock mode and the chosen keys; dev gets them as build-time values', () => {
    expect(startConfig({ scenario: '', desktop: 'none', mobile: 'none' })).toEqual({
      mode: 'mock',
    });
    expect(startConfig({ scenario: 'rfid', desktop: 'simulated', mobile: 'simulated' })).toEqual({
      mode: 'mock',
      mockScenario: 'rfid',
      desktop: 'simulated',
      mobile: 'simulated',
    });
    expect(devEnv({ scenario: 'pin', desktop: 'simulated', mobile: 'none' })).toEqual({
      VITE_API_MODE: 'mock',
      VITE_MOCK_SCENARIO: 'pin',
      VITE_DESKTOP: 'simulated',
      VITE_MOBILE: 'none',
    });
  });

  it('knows the scenarios the mock data has', () => {
    expect(mockScenarios()).toEqual(expect.arrayContaining(['pin', 'rfid', 'student-login']));
    expect(mockScenarios()).not.toContain('en');
  });
});
