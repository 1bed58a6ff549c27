import { matchPath, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import {
  answerResult,
  NotFoundScreen,
  NoticesStepperScreen,
  TrainingExtra,
  TrainingTargeted,
} from './lazy-screens';
import { ProtectedRoute } from './protected-route';
import { screen, StartScreen, type LazyScreen } from './screen';

// The route table below the shell's layout (./router.tsx), every screen of it lazily loaded. The
// table itself loads right after the first render, apart from the start-up code: the start screen
// needs none of it (issue 12 item 2).

/** A route and the lazily loaded screen it shows. */
interface ScreenRoute {
  path: string;
  Screen: LazyScreen;
}

/** Routes behind login (spec 1 §2, spec 2 §2); the guard decides what each one shows. */
const protectedRoutes: ScreenRoute[] = [
  {
    path: paths.cabinet,
    Screen: screen(
      ['cabinet'],
      async () => (await import('@/features/cabinet/cabinet-screen')).CabinetScreen,
    ),
  },
  {
    path: paths.preshift,
    Screen: screen(
      ['library', 'question', 'stepper'],
      async () => (await import('@/features/stepper/preshift-screen')).PreshiftScreen,
    ),
  },
  { path: paths.extraEducation, Screen: TrainingExtra },
  { path: paths.targetedTraining, Screen: TrainingTargeted },
  {
    // /electronic-courses[/{appoint}[/{topic that just ended}]]
    path: `${paths.electronicCourses}/*`,
    Screen: screen(
      ['courses', 'library', 'question', 'stepper'],
      async () => (await import('./courses-route')).CoursesRoute,
    ),
  },
  {
    path: paths.siz,
    Screen: screen(
      ['library', 'ppe'],
      async () => (await import('@/features/ppe/ppe-screen')).PpeScreen,
    ),
  },
  { path: paths.notices, Screen: NoticesStepperScreen },
  {
    path: paths.noticeList,
    Screen: screen(
      ['library', 'notices'],
      async () => (await import('@/features/notices/notice-list-screen')).NoticeListScreen,
    ),
  },
  {
    path: paths.noticeDetail,
    Screen: screen(
      ['library', 'notices', 'stepper'],
      async () => (await import('@/features/notices/notice-detail-screen')).NoticeDetailScreen,
    ),
  },
  {
    path: paths.libraryMaterial,
    Screen: screen(
      ['library', 'stepper'],
      async () => (await import('@/features/library/material-screen')).MaterialScreen,
    ),
  },
  {
    path: paths.library,
    Screen: screen(
      ['library'],
      async () => (await import('@/features/library/library-screen')).LibraryScreen,
    ),
  },
  {
    path: paths.empLvl,
    Screen: screen(
      ['analytics', 'dates'],
      async () => (await import('@/features/analytics/analytics-screen')).AnalyticsScreen,
    ),
  },
  {
    path: paths.questionary,
    Screen: screen(
      ['keyboard', 'library', 'surveys'],
      async () => (await import('@/features/surveys/surveys-screen')).SurveysScreen,
    ),
  },
  {
    path: paths.setRfid,
    Screen: screen(
      ['rfid'],
      async () => (await import('@/features/rfid-link/rfid-link-screen')).RfidLinkScreen,
    ),
  },
  {
    path: paths.feedback,
    Screen: screen(
      ['feedback', 'library'],
      async () => (await import('@/features/feedback/dialog-list-screen')).DialogListScreen,
    ),
  },
  {
    path: paths.feedbackAdd,
    Screen: screen(
      ['feedback', 'keyboard', 'library'],
      async () => (await import('@/features/feedback/new-dialog-screen')).NewDialogScreen,
    ),
  },
  {
    path: paths.feedbackDialog,
    Screen: screen(
      ['feedback', 'keyboard', 'library'],
      async () => (await import('@/features/feedback/dialog-screen')).DialogScreen,
    ),
  },
  { path: paths.failVisual, Screen: answerResult('failVisual') },
  { path: paths.successVisual, Screen: answerResult('successVisual') },
  { path: paths.fail, Screen: answerResult('fail') },
  { path: paths.success, Screen: answerResult('success') },
];

/** Open routes: no login needed. */
const openRoutes: ScreenRoute[] = [
  { path: paths.startup, Screen: StartScreen },
  {
    // The class screen, and the confirmed member's course in class mode (?course={appoint}).
    path: paths.electronicCoursesClass,
    Screen: screen(
      ['courses', 'keyboard', 'learningClass', 'library', 'question', 'stepper'],
      async () => (await import('./class-route')).ClassRoute,
    ),
  },
  {
    path: paths.demo,
    Screen: screen(
      ['demo', 'library', 'question'],
      async () => (await import('@/features/demo/demo-screen')).DemoScreen,
    ),
  },
  {
    path: paths.demoNotification,
    Screen: screen(
      ['demo', 'stepper'],
      async () => (await import('@/features/demo/demo-notification-screen')).DemoNotificationScreen,
    ),
  },
  {
    path: paths.demoQuestion,
    Screen: screen(
      ['demo', 'library', 'question'],
      async () => (await import('@/features/demo/demo-question-screen')).DemoQuestionScreen,
    ),
  },
  {
    // Open to reach, shut by its own installer code (issue 31): the outbox's view moved here.
    path: paths.health,
    Screen: screen(
      ['dates', 'health', 'outbox'],
      async () => (await import('@/features/health/health-screen')).HealthScreen,
    ),
  },
];

/** Every route that shows a lazily loaded screen, the start screen's first. */
const screenRoutes: ScreenRoute[] = [
  { path: paths.start, Screen: StartScreen },
  ...openRoutes,
  ...protectedRoutes,
];

/**
 * Loads the code and dictionaries of the screen the route at `pathname` shows, as the data router
 * did on arrival: before the first render (src/app/boot.tsx), and while the access guard shows a screen of
 * its own in place of the page. A failure is left to the screen, which shows it when rendered.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const route = screenRoutes.find(({ path }) => matchPath(path, pathname));
  return route
    ? route.Screen.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

const toRoutes = (list: ScreenRoute[]): RouteObject[] =>
  list.map(({ path, Screen }) => ({ path, element: <Screen /> }));

/** The routes beside the start and error screens: open ones, the guarded ones, the catch-all. */
export const tableRoutes: RouteObject[] = [
  ...toRoutes(openRoutes),
  {
    element: <ProtectedRoute preloadPage={preloadScreenAt} />,
    children: toRoutes(protectedRoutes),
  },
  { path: '*', element: <NotFoundScreen /> },
];
