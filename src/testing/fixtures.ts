import settingsFile from '@mocks/settings.json';

import { employeeSchema, type Employee } from '@/lib/api/schemas/employees';
import { settingsSchema, type Settings } from '@/lib/api/schemas/settings';
import type { RootState } from '@/lib/state/root-reducer';

/** The mock data set's settings (every module on), with overrides, validated like a server answer. */
export function mockSettings(overrides: Record<string, unknown> = {}): Settings {
  return settingsSchema.parse({ ...settingsFile.data, ...overrides });
}

/** A valid employee for preloaded state. */
export function testEmployee(overrides: Record<string, unknown> = {}): Employee {
  return employeeSchema.parse({
    id: 11,
    uuid: 'employee-uuid',
    title: 'Петров Алексей Сергеевич',
    number: '1001',
    token: 'token-1',
    ...overrides,
  });
}

/** Preloaded state of an initialised kiosk, optionally with a logged-in employee. */
export function initialisedState(
  options: { settings?: Record<string, unknown>; user?: Employee | null } = {},
): Partial<RootState> {
  return {
    app: {
      initialized: true,
      settings: mockSettings(options.settings),
      settingsError: null,
      errors: [],
      not_fatal_errors: [],
      isRfidWork: true,
      isCanUpdate: false,
      update_status: 'none',
      load: false,
      maintenance: false,
      startError: false,
    },
    session: {
      user: options.user ?? null,
      token: options.user?.token ?? null,
      pinAuthorized: false,
    },
  };
}
