import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const en = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('en', namespace, key, params);

test.describe('server mode against the HTTP stub', () => {
  test('every call carries the spec headers, and the token after login', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();

    await expect.poll(() => callsTo(stub, 'employees/getNotifications').length).toBe(1);
    const calls = stub.requests();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET settings',
      'GET employees/getForNumber',
      'POST employees/auth',
      'GET employees/getNotifications',
    ]);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        'x-version': '1.4.0',
        'x-hostname': 'e2e-terminal',
        'x-ip': '10.20.30.40',
        'x-platform': 'browser',
        'x-language': 'ru',
      });
    }
    const [beforeLogin, afterLogin] = [calls.slice(0, 3), calls.slice(3)];
    for (const call of beforeLogin) expect(call.headers.authorization).toBeUndefined();
    for (const call of afterLogin) expect(call.headers.authorization).toMatch(/^Bearer \S+/);
    expect(callsTo(stub, 'employees/getForNumber')[0]?.query).toEqual({ number: '1001' });
    expect(callsTo(stub, 'employees/auth', 'POST')[0]?.form).toEqual({
      uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a',
      second_auth: '0',
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
    const afterReload = callsTo(stub, 'settings').at(-1);
    expect(afterReload?.headers.authorization).toMatch(/^Bearer \S+/);
  });

  test('the language picker switches the texts and X-LANGUAGE, and the choice survives a reload', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await page.getByRole('button', { name: ru('common', 'language.title') }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: en('auth', 'tabel.title') })).toBeVisible();
    await loginByKeypad(page, '1001', en('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByRole('heading', { name: en('app', 'screens.cabinet') })).toBeVisible();
    expect(callsTo(stub, 'employees/getForNumber')[0]?.headers['x-language']).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { name: en('app', 'screens.cabinet') })).toBeVisible();
    expect(callsTo(stub, 'settings').at(-1)?.headers['x-language']).toBe('en');
  });

  test('a 503 shows the maintenance page and the toast in the current language', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'settings', { status: 503, body: { message: 'down for maintenance' } });
    await openServer('/');
    await expect(
      page.getByRole('heading', { name: ru('errors', 'maintenance.title') }),
    ).toBeVisible();
    await expect(page.getByText(ru('errors', 'maintenance.subtitle'))).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: ru('errors', 'maintenance.toast') }),
    ).toBeVisible();
    stub.reset();
    await page.getByRole('button', { name: ru('app', 'init.retry') }).click();
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  });

  test('a network failure shows Network Error; no reload is planned for a localhost server', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'settings', { networkDrop: true });
    await openServer('/');
    await expect(
      page.getByRole('alert').filter({ hasText: ru('errors', 'networkError') }),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('settings the kiosk cannot read show Server Error, never a white screen', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'settings', {
      status: 200,
      body: { data: { modules: 'all', languages: 5 } },
    });
    await openServer('/');
    await expect(
      page.getByRole('alert').filter({ hasText: ru('errors', 'serverError') }),
    ).toBeVisible();
    stub.override('GET', 'settings', { status: 200, body: ['not', 'wrapped'] });
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: ru('errors', 'serverError') }),
    ).toBeVisible();
  });

  test('bad data from a login call becomes an error text on the screen', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'employees/getForNumber', {
      status: 200,
      body: { data: [{ title: 'no uuid' }] },
    });
    await openServer('/');
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await expect(
      page.getByRole('alert').filter({ hasText: ru('auth', 'errors.networkError') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  });

  test('the access guard sends each flagged employee to its screen, in the spec order', async ({
    page,
    stub,
    openServer,
  }) => {
    const expectations: Array<[string, string]> = [
      ['1001', ru('app', 'screens.cabinet')],
      ['1002', ru('app', 'screens.risks')],
      ['1003', ru('surveys', 'intro.title')],
      ['1004', ru('notices', 'importantTitle')],
      ['1005', ru('library', 'important.warning')],
    ];
    for (const [number, heading] of expectations) {
      await openServer(`/cabinet?tabel_namber=${number}`);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    stub.scenario('pin');
    await openServer('/cabinet?tabel_namber=1002');
    await expect(page.getByRole('heading', { name: ru('app', 'screens.pin') })).toBeVisible();
  });

  test('two employees with one number open Select yourself; the chosen one logs in', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await loginByKeypad(page, '2000', ru('auth', 'tabel.buttons.cabinet'));
    const dialog = page.getByRole('dialog', { name: ru('loginSteps', 'selectYourself.title') });
    await expect(dialog.getByRole('button')).toHaveCount(3);
    await dialog.getByRole('button', { name: /Иванова Мария/ }).click();
    await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
    expect(callsTo(stub, 'employees/auth', 'POST')[0]?.form).toEqual({
      uuid: 'd6a0aad7-4e49-40e5-9196-e6f1732a19d9',
      second_auth: '1',
    });
  });

  test('unknown routes show the not-found screen; Exit returns to the start screen', async ({
    page,
    openServer,
  }) => {
    await openServer('/no/such/screen');
    await expect(page.getByRole('heading', { name: ru('notFound', 'title') })).toBeVisible();
    await page.getByRole('link', { name: ru('notFound', 'toStart') }).click();
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  });
});

test.describe('mock mode', () => {
  test('runs without a server: login, the guard, and a reload that keeps the session', async ({
    page,
    openMock,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openMock('/');
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    await loginByKeypad(page, '1002', ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByRole('heading', { name: ru('app', 'screens.risks') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: ru('app', 'screens.risks') })).toBeVisible();
    expect(requests.filter((url) => url.includes('/api/v1/'))).toEqual([]);
  });
});
