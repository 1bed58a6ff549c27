import { describe, expect, it } from 'vitest';

import type { MockFiles, MockRequest } from './mock-files';
import { candidateNames } from './mock-files';
import { emptyOverlay, type MockOverlay } from './mock-overlay';
import { createMockRouter } from './mock-router';

const data: Record<string, unknown> = {
  settings: { data: { theme_name: 'default', logo: 'media:logo.png' } },
  'settings.pin': { data: { theme_name: 'default', use_pin_code: true } },
  'employees/getForNumber': { data: [] },
  'employees/getForNumber.number=1001': { data: [{ uuid: 'e1', title: 'Петров' }] },
  'employees/getForNumber.number=1001.en': { data: [{ uuid: 'e1', title: 'Petrov' }] },
  'employees/auth': { __status: 404, message: 'Employee not found' },
  'employees/auth.uuid=e1': {
    data: {
      uuid: 'e1',
      id: 11,
      viewRisks: true,
      pin_code: null,
      important_library: { uuid: 'l1' },
    },
  },
  'feedback/dialogs': { data: { dialogs: [{ uuid: 'd1', messages: [] }] } },
  'feedback/dialogs.uuid=d1': { data: { messages: [{ uuid: 'm1', text: 'hi' }] } },
  'surveys/assignments/byEmployee/e1': { data: [{ id: 5, status: 'new' }] },
};

function setup() {
  let overlay: MockOverlay = emptyOverlay();
  const files: MockFiles = { read: async (name) => structuredClone(data[name]) };
  const route = createMockRouter({
    files,
    memory: {
      load: () => structuredClone(overlay),
      save: (next) => (overlay = structuredClone(next)),
    },
    mediaUrl: (file) => `/assets/${file}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  const call = (request: Partial<MockRequest> & Pick<MockRequest, 'path'>) =>
    route({ method: 'GET', query: {}, body: {}, language: 'ru', scenario: '', ...request });
  return { call };
}

describe('mock router', () => {
  it('tries the scenario, each query or body field, then the plain file; .en first in English', () => {
    expect(
      candidateNames({
        method: 'GET',
        path: 'a/b',
        query: { z: '1', k: 'v' },
        body: { n: 2, file: { x: 1 } },
        language: 'en',
        scenario: 'pin',
      }),
    ).toEqual([
      'a/b.pin.en',
      'a/b.pin',
      'a/b.k=v.en',
      'a/b.k=v',
      'a/b.n=2.en',
      'a/b.n=2',
      'a/b.z=1.en',
      'a/b.z=1',
      'a/b.en',
      'a/b',
    ]);
  });

  it('answers from the variant file, the English one in English, and resolves media references', async () => {
    const { call } = setup();
    expect(
      (await call({ path: 'employees/getForNumber', query: { number: '1001' } })).body,
    ).toEqual({ data: [{ uuid: 'e1', title: 'Петров' }] });
    expect(
      (await call({ path: 'employees/getForNumber', query: { number: '1001' }, language: 'en' }))
        .body,
    ).toEqual({ data: [{ uuid: 'e1', title: 'Petrov' }] });
    expect((await call({ path: 'employees/getForNumber', query: { number: '42' } })).body).toEqual({
      data: [],
    });
    expect((await call({ path: 'settings' })).body).toEqual({
      data: { theme_name: 'default', logo: '/assets/logo.png' },
    });
    expect((await call({ path: 'settings', scenario: 'pin' })).body).toMatchObject({
      data: { use_pin_code: true },
    });
  });

  it('answers an error file with its status, and 404 when there is no mock', async () => {
    const { call } = setup();
    expect(
      await call({ method: 'POST', path: 'employees/auth', body: { uuid: 'nobody' } }),
    ).toEqual({ status: 404, body: { message: 'Employee not found' } });
    expect((await call({ path: 'nothing/here' })).status).toBe(404);
    expect((await call({ method: 'POST', path: 'nothing/here' })).status).toBe(404);
  });

  it('remembers writes: a reviewed risk report, a set PIN and a read material show in later answers', async () => {
    const { call } = setup();
    await call({ method: 'POST', path: 'risks/setViewRisks', body: { uuid: 'e1' } });
    await call({
      method: 'POST',
      path: 'pin_code',
      query: { employee_uuid: 'e1', pin_code: 'U2FsdGVk' },
    });
    await call({ method: 'POST', path: 'library/items', body: { uuid: 'l1', employee_id: '11' } });
    const employee = await call({
      method: 'POST',
      path: 'employees/auth',
      body: { uuid: 'e1', second_auth: '0' },
    });
    expect(employee.body).toMatchObject({
      data: { viewRisks: false, pin_code: 'U2FsdGVk', important_library: null },
    });
  });

  it('logs in with a card linked in this session', async () => {
    const { call } = setup();
    expect(
      (await call({ method: 'POST', path: 'employees/auth', body: { rfid: '777' } })).status,
    ).toBe(404);
    await call({
      method: 'POST',
      path: 'rfid/joinToEmployee',
      body: { employee: 'e1', rfid: '777' },
    });
    expect(
      await call({ method: 'POST', path: 'employees/auth', body: { rfid: '777' } }),
    ).toMatchObject({ status: 200, body: { data: { uuid: 'e1' } } });
  });

  it('shows new feedback dialogs and messages in the lists', async () => {
    const { call } = setup();
    const created = await call({
      method: 'POST',
      path: 'feedback/dialogs',
      body: { employee_id: '11', text_message: 'Нет перчаток', theme_uuid: 't1' },
    });
    const newUuid = (created.body as { data: { uuid: string } }).data.uuid;
    await call({
      method: 'POST',
      path: 'feedback/dialogs',
      body: { employee_id: '11', text_message: 'Ответ', uuid: 'd1' },
    });
    const list = (await call({ path: 'feedback/dialogs', query: { employee_id: '11' } })).body as {
      data: { dialogs: Array<{ uuid: string }> };
    };
    expect(list.data.dialogs.map((dialog) => dialog.uuid)).toEqual([newUuid, 'd1']);
    const own = (await call({ path: 'feedback/dialogs', query: { uuid: newUuid } })).body as {
      data: { messages: Array<{ text: string }> };
    };
    expect(own.data.messages.map((message) => message.text)).toEqual(['Нет перчаток']);
    const old = (await call({ path: 'feedback/dialogs', query: { uuid: 'd1' } })).body as {
      data: { messages: Array<{ text: string }> };
    };
    expect(old.data.messages.map((message) => message.text)).toEqual(['hi', 'Ответ']);
  });

  it('answers a survey result with the refreshed list and clears the important survey', async () => {
    const { call } = setup();
    const answer = await call({
      method: 'POST',
      path: 'surveys/assignments/byEmployee/e1',
      body: { assignment_id: 5, survey_uuid: 's', answers: [] },
    });
    expect(answer.body).toEqual({ data: [{ id: 5, status: 'passed' }] });
    const employee = await call({ method: 'POST', path: 'employees/auth', body: { uuid: 'e1' } });
    expect(employee.body).toMatchObject({ data: { important_survey: null } });
  });

  it('rejects a PIN write without its fields', async () => {
    const { call } = setup();
    expect(
      (await call({ method: 'POST', path: 'pin_code', query: { employee_uuid: 'e1' } })).status,
    ).toBe(422);
  });
});
