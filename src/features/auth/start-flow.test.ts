import { describe, expect, it } from 'vitest';

import type { Settings } from '@/lib/api/schemas/settings';

import { chooseStartFlow, numberStepLinks } from './start-flow';

const base = {
  modules: ['study', 'rfid', 'learning_class', 'ldap'],
  is_rfid: true,
  is_auth_only_rfid: false,
  only_search_by_name: false,
  use_only_auth_with_student_login_and_password: false,
  use_to_learning_class: false,
  use_auth_with_student_login_and_password: false,
  search_by_name: false,
} as unknown as Settings;

const all = {
  ...base,
  is_auth_only_rfid: true,
  only_search_by_name: true,
  use_only_auth_with_student_login_and_password: true,
  use_to_learning_class: true,
};

describe('chooseStartFlow', () => {
  it('applies the variants in the spec order', () => {
    const desktop = { platform: 'electron' as const, isRfidWork: true };
    expect(chooseStartFlow({ settings: all, ...desktop })).toBe('rfid');
    expect(chooseStartFlow({ settings: { ...all, is_auth_only_rfid: false }, ...desktop })).toBe(
      'byName',
    );
    expect(
      chooseStartFlow({
        settings: { ...all, is_auth_only_rfid: false, only_search_by_name: false },
        ...desktop,
      }),
    ).toBe('studentLogin');
    expect(
      chooseStartFlow({
        settings: {
          ...all,
          is_auth_only_rfid: false,
          only_search_by_name: false,
          use_only_auth_with_student_login_and_password: false,
        },
        ...desktop,
      }),
    ).toBe('learningClass');
    expect(chooseStartFlow({ settings: base, ...desktop })).toBe('default');
  });

  it('uses RFID only in the desktop shell, with RFID on and a working reader', () => {
    const rfid = { ...base, is_auth_only_rfid: true };
    expect(chooseStartFlow({ settings: rfid, platform: 'browser', isRfidWork: true })).toBe(
      'default',
    );
    expect(chooseStartFlow({ settings: rfid, platform: 'electron', isRfidWork: false })).toBe(
      'default',
    );
    expect(
      chooseStartFlow({
        settings: { ...rfid, is_rfid: false },
        platform: 'electron',
        isRfidWork: true,
      }),
    ).toBe('default');
    expect(
      chooseStartFlow({
        settings: { ...rfid, modules: ['study'] } as unknown as Settings,
        platform: 'electron',
        isRfidWork: true,
      }),
    ).toBe('default');
  });

  it('needs both the learning_class module and use_to_learning_class for the class', () => {
    expect(
      chooseStartFlow({
        settings: {
          ...base,
          use_to_learning_class: true,
          modules: ['study'],
        } as unknown as Settings,
        platform: 'browser',
        isRfidWork: false,
      }),
    ).toBe('default');
  });
});

describe('numberStepLinks', () => {
  it('shows each link by its module or setting', () => {
    expect(numberStepLinks(base)).toEqual(['ldap']);
    expect(
      numberStepLinks({
        ...base,
        use_auth_with_student_login_and_password: true,
        search_by_name: true,
      }),
    ).toEqual(['ldap', 'courses', 'name']);
    expect(numberStepLinks({ ...base, modules: [] } as unknown as Settings)).toEqual([]);
  });
});
