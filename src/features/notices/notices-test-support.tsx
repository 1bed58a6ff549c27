import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/languages';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { NoticeDetailScreen } from './notice-detail-screen';
import { NoticeListScreen } from './notice-list-screen';
import { NoticesStepperScreen } from './notices-stepper-screen';
import { EMPLOYEE_UUID, NOTICES_PATH, noticesAnswer } from './notices-test-data';

/** Test support for the notices screens: a signed-in render of the screens and the toasts. */

/**
 * jsdom lays nothing out: the list's scroller reports a kiosk-sized viewport so the virtual list
 * renders the rows that would be in view.
 */
export function fakeViewport(height = 800) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
}

/** The page an employee asked for, in the tests. */
export const CABINET_HEADING = 'Personal area';

/** What the access guard does for /cabinet (rule 5): the stepper while the employee is blocked. */
function Guarded() {
  const blocked = useAppSelector(selectUser)?.block_notifications ?? false;
  return blocked ? <NoticesStepperScreen /> : <h1>{CABINET_HEADING}</h1>;
}

/** The screens the notices move between (the personal area as a marker heading), and the toasts. */
const screens = (
  <>
    <Routes>
      <Route path={paths.noticeList} element={<NoticeListScreen />} />
      <Route path={paths.noticeDetail} element={<NoticeDetailScreen />} />
      <Route path={paths.notices} element={<NoticesStepperScreen />} />
      <Route path={paths.cabinet} element={<Guarded />} />
    </Routes>
    <ToastStack />
  </>
);

/**
 * Signs an employee in, answers their notices with `notices` (or `answer`), and opens `route`
 * with the toasts on screen. Returns the fake server and the render result.
 */
export async function renderNotices(
  route: string,
  options: {
    notices?: unknown[];
    answer?: Answer;
    user?: Record<string, unknown>;
    language?: Language;
  } = {},
) {
  const language = options.language ?? 'en';
  const api = setupMockApi({ getLanguage: () => language });
  api.answer('GET', NOTICES_PATH, options.answer ?? noticesAnswer(options.notices ?? []));
  const user = testEmployee({ uuid: EMPLOYEE_UUID, ...options.user });
  const rendered = await renderWithProviders(screens, {
    route,
    language,
    preloadedState: initialisedState({ user }),
  });
  return { api, ...rendered };
}
