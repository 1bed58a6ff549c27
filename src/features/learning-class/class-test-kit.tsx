import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { CLASS } from '@/testing/fixtures/learning-class';
import { renderWithProviders } from '@/testing/render';

import { ClassScreen } from './class-screen';

/** The headings of the screens a test lands on. */
const LANDING = { courses: 'Courses', start: 'Start' };

/** A student the server logs in. */
export const loggedInStudent = (uuid: string, title: string) => ({
  status: 200,
  body: { data: { ...testEmployee({ uuid, title, is_student: true }), token: 'student-token' } },
});

/** The class screen in class mode, with the start screen and the courses as landing places. */
export function renderClass(
  options: { classId?: string; language?: Language; keyboard?: boolean } = {},
) {
  return renderWithProviders(
    <>
      <ClassScreen />
      <ToastStack />
    </>,
    {
      route: '/electronic-courses-class',
      language: options.language,
      config: { keyboard: options.keyboard ?? false },
      preloadedState: initialisedState({
        settings: {
          use_to_learning_class: true,
          learning_class_id: options.classId ?? CLASS.fixed,
        },
      }),
      routes: [
        { path: '/electronic-courses/*', element: <h1>{LANDING.courses}</h1> },
        {
          path: '/',
          element: (
            <>
              <h1>{LANDING.start}</h1>
              <ToastStack />
            </>
          ),
        },
      ],
    },
  );
}
