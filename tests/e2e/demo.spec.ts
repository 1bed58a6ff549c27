import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

test.describe('Demo (mock mode)', () => {
  test('the start screen opens the demo tasks by module; a task runs with Try again and its result', async ({
    page,
    openMock,
  }) => {
    await openMock('/');
    await page.getByRole('button', { name: ru('auth', 'tabel.buttons.demo'), exact: true }).click();
    const modules = page.getByRole('list', { name: ru('demo', 'modules.label') });
    await expect(modules.getByRole('heading', { name: 'Грузоподъёмные работы' })).toBeVisible();
    await page.getByRole('button', { name: /Что нарушил водитель на видео/ }).click();

    const video = page.getByLabel(ru('question', 'media.videoLabel'));
    await expect(video).toHaveAttribute('loop', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.getByRole('button', { name: 'Ехал слишком медленно' }).click();
    await expect(page.getByText(ru('question', 'wrong.youAnsweredWrong'))).toBeVisible();
    await page.getByRole('button', { name: ru('question', 'result.tryAgain') }).click();
    await page.getByRole('button', { name: 'Вёз груз в поднятом положении' }).click();
    await expect(page.getByRole('heading', { name: ru('question', 'right.title') })).toBeVisible();
    await page.getByRole('button', { name: ru('demo', 'actions.toList') }).click();
    await expect(modules).toBeVisible();
  });

  test('a demo question from a JSON in the address, with default texts; the JSON is used once', async ({
    page,
    openMock,
  }) => {
    await openMock(`/demo-question/${json({ question: { file: 'media/none.jpg' } })}`);
    await expect(
      page.getByRole('heading', { name: ru('demo', 'defaults.questionText') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/demo-question$/);
    await page
      .getByRole('button', { name: ru('demo', 'defaults.answerText', { number: 1 }) })
      .click();
    await expect(page.getByRole('heading', { name: ru('question', 'right.title') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(ru('demo', 'errors.noData'));
  });

  test('malformed and hostile JSON: a clear error or plain text, never a crash or a script', async ({
    page,
    openMock,
  }) => {
    // Three page loads, one of them with 1 MB in its address: on a busy shared machine it took two
    // minutes (two workers beside a full CI run).
    test.setTimeout(300_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openMock('/demo-question/{"question":{"text":"broken"');
    await expect(page.getByRole('alert')).toHaveText(ru('demo', 'errors.invalidJson'));
    await expect(page.getByText('{"question":{"text":"broken"')).toBeVisible();

    await openMock(`/demo-question/${json({ question: 42, answers: { a: [1] } })}`);
    await expect(page.getByRole('alert')).toHaveText(ru('demo', 'errors.invalidQuestion'));

    const script = '<script>window.hacked = true</script><img src=x onerror="window.hacked=1">';
    // 1 MB of text (ASCII: Chromium refuses an address over 2 MB, and Cyrillic takes 6 bytes encoded).
    const big = 'A'.repeat(1_000_000);
    await openMock(
      `/demo-question/${json({
        question: { text: script, type: 'collage', file: 'javascript:window.hacked=1' },
        answers: [{ text: big, is_right: true }, { text: script }],
      })}`,
    );
    // A page with 1 MB of answer text: on a busy shared machine its first layout takes seconds.
    await expect(page.getByRole('heading', { name: script })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: script })).toBeVisible();
    // Found by its text, not its accessible name: naming 1 MB of text on every retry is what holds
    // a busy machine up, not the kiosk.
    const bigAnswer = page.locator('button', { hasText: 'A'.repeat(100) });
    expect(await bigAnswer.evaluate((button) => button.textContent?.length)).toBe(big.length);
    await bigAnswer.click();
    await expect(page.getByRole('heading', { name: ru('question', 'right.title') })).toBeVisible();
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    expect(dialogs).toEqual([]);
  });

  test('a demo notice from a JSON in the address, shown like a notice', async ({
    page,
    openMock,
  }) => {
    await openMock(
      `/demo-notification/${json({
        type: 'danger',
        content: { 'content-type': 'other', content: '<b>Текст</b>' },
        actions: [{ name: 'agree', title: 'Согласен', callbacks: ['x'] }],
      })}`,
    );
    await expect(
      page.getByRole('heading', { name: ru('demo', 'defaults.noticeTitle') }),
    ).toBeVisible();
    await expect(page.getByText(ru('demo', 'defaults.noticeDescription'))).toBeVisible();
    await expect(page.getByText('<b>Текст</b>')).toBeVisible();
    await page.getByRole('button', { name: 'Согласен' }).click();
    await expect(page).toHaveURL(/#\/$/);

    await openMock('/demo-notification/not json');
    await expect(page.getByRole('alert')).toHaveText(ru('demo', 'errors.invalidJson'));
  });
});

test.describe('Demo (server mode)', () => {
  test('GET demo: the empty list and the load error show the spec texts', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'demo', { status: 200, body: { data: { modules: [] } } });
    await openServer('/demo');
    await expect(page.getByText(ru('demo', 'empty'))).toBeVisible();

    stub.override('GET', 'demo', { status: 500, body: { message: 'down' } });
    await openServer('/demo');
    await expect(page.getByRole('alert')).toContainText(ru('demo', 'errors.tasks'));
    await expect(page.locator('main').getByText(ru('demo', 'errors.tasks'))).toBeVisible();
  });

  test('a question by id comes from GET questions/{id}, and the demo question logs the employee out', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/cabinet?tabel_namber=1001');
    const cabinet = page.getByRole('heading', { name: ru('app', 'screens.cabinet') });
    await expect(cabinet).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/demo-question/9001';
    });
    await expect(
      page.getByRole('heading', { name: 'Какой проход безопасен для пешехода?' }),
    ).toBeVisible();
    expect(callsTo(stub, 'questions/9001')).toHaveLength(1);
    expect(callsTo(stub, 'questions/9001')[0]?.headers.authorization).toBeUndefined();
    await page.evaluate(() => {
      window.location.hash = '#/cabinet';
    });
    await expect(
      page.getByRole('button', { name: ru('auth', 'tabel.buttons.demo'), exact: true }),
    ).toBeVisible();
    await expect(cabinet).toHaveCount(0);

    stub.override('GET', 'questions/9002', { status: 500, body: { message: 'down' } });
    await openServer('/demo-question/9002');
    await expect(page.getByRole('alert').first()).toContainText(ru('demo', 'errors.question'));
  });
});
