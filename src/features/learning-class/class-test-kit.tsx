import { useSearchParams } from 'react-router-dom';

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

/**
 * What the class route shows (src/app/courses-route.tsx): the class screen, or with ?course= the
 * member's course, which stands here as a heading.
 */
function ClassRouteStandIn() {
  const [query] = useSearchParams();
  return query.has('course') ? <h1>{LANDING.courses}</h1> : <ClassScreen />;
}

/** The class screen in class mode, with the start screen and the member's course as landing places. */
export function renderClass(
  options: { classId?: string; language?: Language; keyboard?: boolean } = {},
) {
  return renderWithProviders(
    <>
      <ClassRouteStandIn />
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
