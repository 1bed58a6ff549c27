import { describe, expect, it } from 'vitest';

import { decideAccess, type AccessInput } from './access-guard';

const clear: AccessInput = {
  isAuth: true,
  hasQuery: false,
  pinModule: true,
  usePinCode: true,
  pinAuthorized: true,
  viewRisks: false,
  importantSurvey: null,
  blockNotifications: false,
  importantLibrary: null,
  path: '/cabinet',
};

/** Every flag raised at once: each rule must win over all the rules after it. */
const everything: AccessInput = {
  ...clear,
  isAuth: false,
  hasQuery: true,
  pinAuthorized: false,
  viewRisks: true,
  importantSurvey: { appointment_id: 7, survey_uuid: 's-1' },
  blockNotifications: true,
  importantLibrary: { uuid: 'lib-1' },
};

describe('decideAccess', () => {
  it('shows the requested page when nothing is pending', () => {
    expect(decideAccess(clear)).toEqual({ screen: 'page' });
  });

  it('applies the seven rules in the spec order, each one winning over the later ones', () => {
    const lifted: Array<[Partial<AccessInput>, ReturnType<typeof decideAccess>]> = [
      [{}, { screen: 'start' }],
      [{ isAuth: true }, { screen: 'start' }],
      [{ isAuth: true, hasQuery: false }, { screen: 'pin' }],
      [{ isAuth: true, hasQuery: false, pinAuthorized: true }, { screen: 'risks' }],
      [
        { isAuth: true, hasQuery: false, pinAuthorized: true, viewRisks: false },
        { screen: 'survey', appointmentId: '7', surveyUuid: 's-1' },
      ],
      [
        {
          isAuth: true,
          hasQuery: false,
          pinAuthorized: true,
          viewRisks: false,
          importantSurvey: null,
        },
        { screen: 'notices' },
      ],
      [
        {
          isAuth: true,
          hasQuery: false,
          pinAuthorized: true,
          viewRisks: false,
          importantSurvey: null,
          blockNotifications: false,
        },
        { screen: 'library', uuid: 'lib-1' },
      ],
    ];
    for (const [overrides, expected] of lifted) {
      expect(decideAccess({ ...everything, ...overrides })).toEqual(expected);
    }
  });

  it('rule 1: an unauthenticated user or any query string gets the start flow', () => {
    expect(decideAccess({ ...clear, isAuth: false })).toEqual({ screen: 'start' });
    expect(decideAccess({ ...clear, hasQuery: true })).toEqual({ screen: 'start' });
  });

  it('rule 2: the PIN screen needs both the module and the setting, until the PIN is entered', () => {
    expect(decideAccess({ ...clear, pinAuthorized: false })).toEqual({ screen: 'pin' });
    expect(decideAccess({ ...clear, pinAuthorized: false, pinModule: false })).toEqual({
      screen: 'page',
    });
    expect(decideAccess({ ...clear, pinAuthorized: false, usePinCode: false })).toEqual({
      screen: 'page',
    });
  });

  it('rule 4: an important survey needs both its appointment and its survey', () => {
    expect(
      decideAccess({ ...clear, importantSurvey: { appointment_id: 3, survey_uuid: '' } }),
    ).toEqual({ screen: 'page' });
    expect(
      decideAccess({ ...clear, importantSurvey: { appointment_id: null, survey_uuid: 's' } }),
    ).toEqual({ screen: 'page' });
    expect(
      decideAccess({ ...clear, importantSurvey: { appointment_id: 0, survey_uuid: 's' } }),
    ).toEqual({
      screen: 'survey',
      appointmentId: '0',
      surveyUuid: 's',
    });
  });

  it('rule 5: blocking notices do not apply on /notices itself', () => {
    expect(decideAccess({ ...clear, blockNotifications: true })).toEqual({ screen: 'notices' });
    expect(decideAccess({ ...clear, blockNotifications: true, path: '/notices' })).toEqual({
      screen: 'page',
    });
    expect(
      decideAccess({
        ...clear,
        blockNotifications: true,
        path: '/notices',
        importantLibrary: { uuid: 'x' },
      }),
    ).toEqual({ screen: 'library', uuid: 'x' });
  });

  it('rule 6: an important library material needs a uuid', () => {
    expect(decideAccess({ ...clear, importantLibrary: { uuid: '' } })).toEqual({ screen: 'page' });
    expect(decideAccess({ ...clear, importantLibrary: { uuid: 'm-9' } })).toEqual({
      screen: 'library',
      uuid: 'm-9',
    });
  });
});
