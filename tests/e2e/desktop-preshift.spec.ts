// A pre-shift flow with the breathalyzer and both cameras, in Chromium with the simulated desktop
// shell: the breathalyzer is scripted from window.kioskSimulator, the internal cameras are Chromium's
// fake camera (--use-fake-device-for-media-stream in playwright.config.ts).
import type { KioskSimulator } from '@/lib/bridge/simulated-kiosk';

import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string) => text('ru', namespace, key);
type SimulatedWindow = Window & { kioskSimulator: KioskSimulator };

const deviceFlow = [
  {
    uuid: 'device-education',
    type: 'pre_shift_flow',
    name: 'Devices',
    title: 'Проверка перед сменой',
    params: {},
    steps: [
      { uuid: 'alco', name: 'breathalyze', title: 'Алкотестер', params: {} },
      { uuid: 'front', name: 'frontCamera', title: 'Фото сотрудника', params: {} },
      { uuid: 'overview', name: 'overviewCamera', title: 'Обзорное фото', params: {} },
    ],
  },
];

test('breathalyzer, front camera and overview camera: what the server receives', async ({
  page,
  stub,
  openServer,
}) => {
  // The terminal's pre-shift flow answers a short flow of the three device steps.
  stub.override('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308', {
    status: 200,
    body: { data: deviceFlow },
  });
  await openServer('/cabinet?tabel_namber=1001', { desktop: 'simulated' });
  await page.getByRole('link', { name: /Предсменный/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Алкотестер' })).toBeVisible();
  await expect(page.getByText(ru('stepper', 'breathalyzer.wait'))).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as SimulatedWindow).kioskSimulator.breathalyzer.ready(),
  );
  await expect(page.getByText(ru('stepper', 'breathalyzer.blow'))).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as SimulatedWindow).kioskSimulator.breathalyzer.analyse(),
  );
  await expect(page.getByText(ru('stepper', 'breathalyzer.analysis'))).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as SimulatedWindow).kioskSimulator.breathalyzer.finish('Drager,0.00-low'),
  );

  await expect(page.getByRole('heading', { level: 1, name: 'Фото сотрудника' })).toBeVisible();
  await expect(page.getByText(ru('stepper', 'camera.look'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Обзорное фото' })).toBeVisible({
    timeout: 10_000,
  });
  // The photo ends the flow: the finish panel offers Done and Finish and exit (20 s timer) instead
  // of a logout at once; Finish and exit sends the results and ends the session.
  await expect(page.getByRole('heading', { name: ru('stepper', 'finish.title') })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: ru('stepper', 'actions.done') })).toBeVisible();
  await page.getByRole('button', { name: ru('stepper', 'actions.finishAndExit') }).click();
  await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();

  const [sent] = callsTo(stub, 'flows/device-education', 'POST');
  const history = JSON.parse(sent?.form?.history ?? '{}') as {
    steps: Array<Record<string, unknown>>;
  };
  expect(history.steps).toEqual([
    expect.objectContaining({
      uuid: 'alco',
      name: 'breathalyze',
      value: 'Drager,0.00-low',
      start_date_time: expect.stringMatching(/^@\d+$/),
    }),
    expect.objectContaining({ uuid: 'front', name: 'frontCamera', file_name: 'front_1.png' }),
    expect.objectContaining({
      uuid: 'overview',
      name: 'overviewCamera',
      file_name: 'overview_2.jpg',
    }),
  ]);
  expect(sent?.files?.front_1).toMatchObject({ fileName: 'front_1.png', type: 'image/png' });
  expect(sent?.files?.front_1?.content.subarray(1, 4).toString()).toBe('PNG');
  expect(sent?.files?.overview_2).toMatchObject({ fileName: 'overview_2.jpg', type: 'image/jpeg' });
  expect([...(sent?.files?.overview_2?.content.subarray(0, 2) ?? [])]).toEqual([0xff, 0xd8]);
});
