// Issue 33 item 4: configuration mistakes are named on screen. A kiosk served with an unreadable
// config.json, or with a misspelt key and an unreachable server, says which file it could not read,
// which key it did not know (and the one meant), and which server address it tried.
import { expect, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** A port nothing listens on: the connection is refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';

test.describe('configuration problems on screen', () => {
  test('an unreadable config.json (a trailing comma) is named with its address', async ({
    page,
    serverApp,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: `{ "mode": "server", "serverHost": "${UNREACHABLE}", }`,
      }),
    );
    await page.goto(`${serverApp.url}#/`);
    await expect(page.getByRole('heading', { name: ru('config', 'title') })).toBeVisible();
    await expect(page.getByText(`${serverApp.url}config.json`, { exact: false })).toBeVisible();
    await expect(page.getByText(/не удалось прочитать файл/i)).toBeVisible();
  });

  test('an unreachable server is named, with a misspelt key and the key meant', async ({
    page,
    openServer,
  }) => {
    await openServer('/', { serverHost: UNREACHABLE, server_host: 'http://plant:8080' });
    await expect(
      page.getByText(ru('app', 'config.serverTried', { address: UNREACHABLE })),
    ).toBeVisible();
    await expect(
      page.getByText(
        ru('config', 'unknownKeyNearest', { key: 'server_host', nearest: 'serverHost' }),
      ),
    ).toBeVisible();
  });

  test('a kiosk that starts despite a misspelt key names it on the start screen', async ({
    page,
    openServer,
  }) => {
    await openServer('/', { pin_key: 'plant-key-1' });
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    await expect(
      page.getByText(ru('config', 'unknownKeyNearest', { key: 'pin_key', nearest: 'pinKey' })),
    ).toBeVisible();
  });
});
