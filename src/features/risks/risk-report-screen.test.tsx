import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { oneEmployeeSchema } from '@/lib/api/schemas/employees';
import type { Language } from '@/lib/languages';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { setupMockApi, type Answer, type MockApi } from '@/testing/mock-api';
import { mockFile as file } from '@/testing/mock-data-set';
import { asInChromium } from '@/testing/chromium-intl';
import { renderWithProviders } from '@/testing/render';

import { RiskReportScreen, type RiskReportMode } from './risk-report-screen';

/** Employee 1002 (viewRisks) and Ivanova 2000 (no statistics). */
const SIDOROV_1002 = '5ce560e9-d930-4660-86e4-cb86cc9432d0';
const IVANOVA_2000 = 'd6a0aad7-4e49-40e5-9196-e6f1732a19d9';

/** What the access guard does: the report while viewRisks is on, otherwise the requested page. */
function Guarded({ mode }: { mode?: RiskReportMode }) {
  const user = useAppSelector(selectUser);
  return user?.viewRisks || mode ? <RiskReportScreen mode={mode} /> : <h1>Requested page</h1>;
}

/**
 * Fakes the clock (the report date is 3 December 2026). Testing Library flushes user-event's act
 * with a zero timeout that it advances only through a `jest` global, stubbed here for vitest.
 */
function fakeClock() {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 11, 3, 9, 30));
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
afterEach(() => vi.unstubAllGlobals());

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function renderReport(
  uuid: string,
  options: { answers?: Record<string, Answer>; mode?: RiskReportMode; language?: Language } = {},
) {
  const api = setupMockApi();
  for (const [call, answer] of Object.entries(options.answers ?? {})) {
    const [method, path] = call.split(' ') as ['GET' | 'POST', string];
    api.answer(method, path, answer);
  }
  const user = oneEmployeeSchema.parse(
    (file(`employees/auth.uuid=${uuid}`) as { data: unknown }).data,
  );
  fakeClock();
  const rendered = await renderWithProviders(
    <>
      <Guarded mode={options.mode} />
      <ToastStack />
    </>,
    {
      route: '/cabinet',
      language: options.language,
      preloadedState: {
        session: { user: { ...user, viewRisks: true }, token: user.token, pinAuthorized: true },
      },
    },
  );
  await flush();
  const user$ = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...rendered, api, user: user$ };
}

const readButton = () => screen.getByRole('button', { name: /^Read/ });
/** The bodies of the review calls the server received. */
const posts = (api: MockApi) => api.calls('POST', 'risks/setViewRisks').map((call) => call.body);

describe('personal risk report', () => {
  it('writes its period in Kyrgyz from the dictionary, and decimal commas, where Intl has no Kyrgyz (as in Chromium)', async () => {
    const undo = asInChromium();
    try {
      await renderReport(SIDOROV_1002, { language: 'ky' });
      const period = screen.getByText(/^Мезгил:/);
      expect(period.textContent).toMatch(
        /^Мезгил: \d{4}-ж\., \d{1,2}-[а-яө]+ – \d{4}-ж\., \d{1,2}-[а-яө]+$/,
      );
      expect(screen.getByRole('main')).not.toHaveTextContent(
        /January|February|March|April|June|July|August|September|October|November|December/,
      );
      expect(screen.getByRole('main')).toHaveTextContent(/32,5/);
      expect(screen.getByRole('main')).not.toHaveTextContent(/32\.5/);
    } finally {
      undo();
    }
  });

  it("asks for today's report and shows the chart, legend, comparison, competence and comment", async () => {
    const { api } = await renderReport(SIDOROV_1002);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: `risks/${SIDOROV_1002}`,
      query: { data: '2026-12-03' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal risk report' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Chart of occupational injury risk against the target level',
      }),
    ).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Target risk level',
      'Low risk',
      'Medium risk',
      'High risk',
    ]);
    // last_risk 32.5 against the target 25: floor(1.3) = 1, the medium band.
    const comparison = within(
      screen.getByRole('region', { name: 'Comparison with the last month' }),
    );
    expect(
      comparison.getByText(
        'Last month your risk reached the target level but stayed under twice it: medium risk',
      ),
    ).toBeInTheDocument();
    expect(
      comparison.getByText('Your risk has decreased compared with last month'),
    ).toBeInTheDocument();
    expect(comparison.getByText('Risk last month: 32.5')).toBeInTheDocument();
    expect(comparison.getByText('Target risk: 25')).toBeInTheDocument();
    const competence = within(screen.getByRole('region', { name: 'Competence' }));
    expect(competence.getByText("Last month's competence score: 74%")).toBeInTheDocument();
    const comment = within(screen.getByRole('region', { name: 'Comment' }));
    expect(comment.getByText('Риск ниже целевого уровня. Так держать!')).toBeInTheDocument();
  });

  it('keeps Read disabled for 3 s; pressing it posts once, refreshes the employee and lets the page show', async () => {
    // The lookup answers what changed since the login (the server still says viewRisks: true).
    const [stored] = (file(`employees/getForUuid.uuid=${SIDOROV_1002}`) as { data: object[] }).data;
    const fresh = { ...stored, competence: 81, count_new_notification: 9, viewRisks: true };
    const { api, store, user } = await renderReport(SIDOROV_1002, {
      answers: { 'GET employees/getForUuid': { status: 200, body: { data: [fresh] } } },
    });
    const token = store.getState().session.user?.token;
    advance(2_999);
    expect(readButton()).toBeDisabled();
    advance(1);
    expect(readButton()).toBeEnabled();
    expect(readButton()).toHaveAccessibleName('Read (12)');

    await user.click(readButton());
    await flush();
    expect(posts(api)).toEqual([{ uuid: SIDOROV_1002 }]);
    expect(api.requests.at(-1)).toMatchObject({
      path: 'employees/getForUuid',
      query: { uuid: SIDOROV_1002 },
    });
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    const session = store.getState().session.user;
    expect(session).toMatchObject({ competence: 81, count_new_notification: 9 });
    expect(session?.viewRisks).toBe(false);
    expect(session?.token).toBe(token);
    advance(20_000);
    await flush();
    expect(posts(api)).toHaveLength(1);
  });

  it('marks the report read on its own at 15 s, not before, and only once', async () => {
    const { api, store } = await renderReport(SIDOROV_1002);
    advance(14_999);
    await flush();
    expect(posts(api)).toEqual([]);
    expect(readButton()).toHaveAccessibleName('Read (1)');
    advance(1);
    await flush();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]).toEqual({ uuid: SIDOROV_1002 });
    expect(store.getState().session.user?.viewRisks).toBe(false);
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    advance(30_000);
    await flush();
    expect(posts(api)).toHaveLength(1);
  });

  it('without statistics shows the message and its advice, and still lets the user read on', async () => {
    const { api } = await renderReport(IVANOVA_2000);
    expect(
      screen.getByRole('heading', { name: 'There are no statistics for you yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Take the pre-shift express training-testing regularly/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    advance(15_000);
    await flush();
    expect(posts(api)).toHaveLength(1);
  });

  it('a load error shows the toast and an inline message, and Read still moves on', async () => {
    const { api, store, user } = await renderReport(SIDOROV_1002, {
      answers: { [`GET risks/${SIDOROV_1002}`]: { status: 500, body: { message: 'down' } } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading the risk report');
    expect(screen.getByRole('main')).toHaveTextContent('Error loading the risk report');
    expect(screen.getByText('Press Read to continue.')).toBeInTheDocument();
    advance(3_000);
    await user.click(readButton());
    await flush();
    expect(posts(api)).toHaveLength(1);
    expect(store.getState().session.user?.viewRisks).toBe(false);
  });

  it('a failed review call is reported, and the employee still continues', async () => {
    const { store, user } = await renderReport(SIDOROV_1002, {
      answers: { 'POST risks/setViewRisks': { status: 500, body: { message: 'down' } } },
    });
    advance(3_000);
    await user.click(readButton());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving the review of the report');
    expect(store.getState().session.user?.viewRisks).toBe(false);
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
  });

  it('in view mode links to the personal area instead of Read, with no timers', async () => {
    const { api } = await renderReport(SIDOROV_1002, { mode: 'view' });
    expect(screen.queryByRole('button', { name: /^Read/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal Area' })).toHaveAttribute('href', '/cabinet');
    advance(20_000);
    await flush();
    expect(posts(api)).toEqual([]);
  });
});
