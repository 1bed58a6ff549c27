import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AnalyticsScreen } from '@/features/analytics/analytics-screen';
import { DialogListScreen } from '@/features/feedback/dialog-list-screen';
import { WaitingSummary } from '@/features/health/waiting/waiting-summary';
import { rawNotice } from '@/features/notices/notices-test-data';
import { fakeViewport, renderNotices } from '@/features/notices/notices-test-support';
import { RiskReportScreen } from '@/features/risks/risk-report-screen';
import { SurveysScreen } from '@/features/surveys/surveys-screen';
import { oneEmployeeSchema } from '@/lib/api/schemas/employees';
import type { Language } from '@/lib/languages';
import type { OutboxItem } from '@/lib/outbox/outbox-types';
import { asInChromium } from '@/testing/chromium-intl';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { PETROV } from '@/testing/fixtures/employees';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi } from '@/testing/mock-api';
import { mockFile } from '@/testing/mock-data-set';
import { renderWithProviders } from '@/testing/render';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

installFakeIndexedDb();

/**
 * Every screen that shows a date or a number, in Kyrgyz and Kazakh, with Intl as Chromium has it
 * (issue 30 item 9): no Kyrgyz at all, so Intl writes English, and Kazakh listed with only ICU's
 * root data behind it ('M06', English numbers and units). The words and forms come from the
 * dictionaries and the languages' own conventions instead.
 */
const ENGLISH =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|days?|hours?|minutes?|AM|PM)\b|\bM\d\d\b/;
/** A number with a decimal point, as English writes it ('23.8'), not a dotted date ('03.06.2026'). */
const DECIMAL_POINT = /(?<![\d.])\d+\.\d{1,2}(?![\d.])/;

const FROLOV_1010 = '4bcb9b79-de92-4175-a215-3216ca62cc08';
const SIDOROV_1002 = '5ce560e9-d930-4660-86e4-cb86cc9432d0';

const employee = (uuid: string) => {
  const user = oneEmployeeSchema.parse(
    (mockFile(`employees/auth.uuid=${uuid}`) as { data: unknown }).data,
  );
  return {
    session: { user: { ...user, viewRisks: true }, token: user.token, pinAuthorized: true },
  };
};

const main = () => screen.getByRole('main');

let undo = () => {};
beforeEach(() => {
  undo = asInChromium();
});
afterEach(() => {
  undo();
  vi.useRealTimers();
});

/**
 * Analytics and the risk report in Kazakh (their Kyrgyz months and numbers are checked beside the
 * screens' other tests: analytics-screen.test.tsx, risk-report-screen.test.tsx).
 */
describe('in kk, with Chromium’s Intl: months from the dictionary, decimal commas', () => {
  it('analytics', async () => {
    const api = setupMockApi();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 3, 9, 30));
    await renderWithProviders(<AnalyticsScreen />, {
      route: '/emp-lvl',
      language: 'kk',
      preloadedState: employee(FROLOV_1010),
    });
    await api.answered('GET', `risks/${FROLOV_1010}`);
    const table = await screen.findByRole('table');
    const june = within(table).getAllByRole('row')[1] as HTMLTableRowElement;
    expect(Array.from(june.cells, (cell) => cell.textContent).slice(0, 3)).toEqual([
      'Маусым 2026 ж.',
      '94%',
      '23,8',
    ]);
    expect(main()).toHaveTextContent(/0,75/);
    expect(main()).not.toHaveTextContent(ENGLISH);
    expect(main()).not.toHaveTextContent(DECIMAL_POINT);
  });

  it('the risk report', async () => {
    const api = setupMockApi();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 3, 9, 30));
    await renderWithProviders(<RiskReportScreen mode="view" />, {
      route: '/cabinet',
      language: 'kk',
      preloadedState: employee(SIDOROV_1002),
    });
    await api.answered('GET', `risks/${SIDOROV_1002}`);
    expect(await screen.findByText(/32,5/)).toBeInTheDocument();
    expect(main()).toHaveTextContent(/\d{4} ж\. \d{1,2} [а-яәғқңөұүһі]+/);
    expect(main()).not.toHaveTextContent(ENGLISH);
    expect(main()).not.toHaveTextContent(DECIMAL_POINT);
  });
});

describe.each(['ky', 'kk'] satisfies Language[])('in %s, with Chromium’s Intl', (language) => {
  it('health, waiting results: the oldest one’s age in the language’s words', async () => {
    const now = Date.UTC(2026, 5, 3, 12);
    const waiting: OutboxItem = {
      id: 'flow-1',
      employee: 'petrov-uuid',
      createdAt: now - 3 * 60 * 60_000,
      attempts: 1,
      nextAttemptAt: now,
      request: { method: 'POST', path: 'flows/edu-a', body: { kind: 'json', value: {} } },
    };
    const { container } = await renderWithProviders(
      <WaitingSummary pending={[waiting]} dead={[]} now={now} />,
      { language },
    );
    expect(container).toHaveTextContent({ ky: '3 саат мурун', kk: '3 сағат бұрын' }[language]);
    expect(container).not.toHaveTextContent(ENGLISH);
  });
});

describe('in ky, with Chromium’s Intl: day.month.year and a 24-hour clock', () => {
  it('the notices list', async () => {
    fakeViewport();
    await renderNotices('/notice-list', {
      language: 'ky',
      notices: [rawNotice('n1', { start_dt: new Date(2026, 10, 1, 15, 0).toISOString() })],
    });
    expect(await screen.findByText('01.11.2026')).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(ENGLISH);
  });

  it('the surveys list', async () => {
    setupMockApi();
    await renderWithProviders(<SurveysScreen />, {
      route: '/questionary',
      language: 'ky',
      preloadedState: initialisedState({
        user: testEmployee({ id: PETROV.id, uuid: PETROV.uuid }),
      }),
    });
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('15.11.2026');
    expect(list).not.toHaveTextContent(ENGLISH);
  });

  it('the feedback dialogs', async () => {
    fakeListLayout();
    setupMockApi();
    await renderWithProviders(<DialogListScreen />, {
      route: '/feedback',
      language: 'ky',
      preloadedState: initialisedState({
        user: testEmployee({ id: PETROV.id, uuid: PETROV.uuid }),
      }),
    });
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('18.11.2026');
    expect(list).not.toHaveTextContent(ENGLISH);
  });
});
