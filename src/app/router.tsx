import { createHashRouter, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { ErrorScreen } from '@/features/system/error-screen';

import { AppShell } from './app-shell';
import { answerResult, screen } from './lazy-screens';
import { ProtectedRoute } from './protected-route';
import { RenderError } from './render-error';

const start = screen([], async () => (await import('@/features/auth/start-screen')).StartScreen);

/** Routes behind login (spec 1 §2, spec 2 §2); the guard decides what each one shows. */
const protectedRoutes: RouteObject[] = [
  {
    path: paths.cabinet,
    lazy: screen(
      ['cabinet'],
      async () => (await import('@/features/cabinet/cabinet-screen')).CabinetScreen,
    ),
  },
  {
    path: paths.preshift,
    lazy: screen(
      ['library', 'question', 'stepper'],
      async () => (await import('@/features/stepper/preshift-screen')).PreshiftScreen,
    ),
  },
  {
    path: paths.extraEducation,
    lazy: screen(['library', 'question', 'stepper', 'training'], async () => {
      const { TrainingRoute } = await import('./training-route');
      return () => <TrainingRoute kind="extra" />;
    }),
  },
  {
    path: paths.targetedTraining,
    lazy: screen(['library', 'question', 'stepper', 'training'], async () => {
      const { TrainingRoute } = await import('./training-route');
      return () => <TrainingRoute kind="targeted" />;
    }),
  },
  {
    // /electronic-courses[/{appoint}[/{topic that just ended}]]
    path: `${paths.electronicCourses}/*`,
    lazy: screen(
      ['courses', 'library', 'question', 'stepper'],
      async () => (await import('./courses-route')).CoursesRoute,
    ),
  },
  {
    path: paths.siz,
    lazy: screen(
      ['library', 'ppe'],
      async () => (await import('@/features/ppe/ppe-screen')).PpeScreen,
    ),
  },
  {
    path: paths.notices,
    lazy: screen(
      ['library', 'notices', 'stepper'],
      async () => (await import('@/features/notices/notices-stepper-screen')).NoticesStepperScreen,
    ),
  },
  {
    path: paths.noticeList,
    lazy: screen(
      ['library', 'notices'],
      async () => (await import('@/features/notices/notice-list-screen')).NoticeListScreen,
    ),
  },
  {
    path: paths.noticeDetail,
    lazy: screen(
      ['library', 'notices', 'stepper'],
      async () => (await import('@/features/notices/notice-detail-screen')).NoticeDetailScreen,
    ),
  },
  {
    path: paths.libraryMaterial,
    lazy: screen(
      ['library', 'stepper'],
      async () => (await import('@/features/library/material-screen')).MaterialScreen,
    ),
  },
  {
    path: paths.library,
    lazy: screen(
      ['library'],
      async () => (await import('@/features/library/library-screen')).LibraryScreen,
    ),
  },
  {
    path: paths.empLvl,
    lazy: screen(
      ['analytics'],
      async () => (await import('@/features/analytics/analytics-screen')).AnalyticsScreen,
    ),
  },
  {
    path: paths.questionary,
    lazy: screen(
      ['keyboard', 'library', 'surveys'],
      async () => (await import('@/features/surveys/surveys-screen')).SurveysScreen,
    ),
  },
  {
    path: paths.setRfid,
    lazy: screen(
      ['rfid'],
      async () => (await import('@/features/rfid-link/rfid-link-screen')).RfidLinkScreen,
    ),
  },
  {
    path: paths.feedback,
    lazy: screen(
      ['feedback', 'library'],
      async () => (await import('@/features/feedback/dialog-list-screen')).DialogListScreen,
    ),
  },
  {
    path: paths.feedbackAdd,
    lazy: screen(
      ['feedback', 'keyboard', 'library'],
      async () => (await import('@/features/feedback/new-dialog-screen')).NewDialogScreen,
    ),
  },
  {
    path: paths.feedbackDialog,
    lazy: screen(
      ['feedback', 'keyboard', 'library'],
      async () => (await import('@/features/feedback/dialog-screen')).DialogScreen,
    ),
  },
  { path: paths.failVisual, lazy: answerResult('failVisual') },
  { path: paths.successVisual, lazy: answerResult('successVisual') },
  { path: paths.fail, lazy: answerResult('fail') },
  { path: paths.success, lazy: answerResult('success') },
];

/** Open routes: no login needed. */
const openRoutes: RouteObject[] = [
  { index: true, lazy: start },
  { path: paths.startup, lazy: start },
  {
    path: paths.electronicCoursesClass,
    lazy: screen(
      ['keyboard', 'learningClass', 'library'],
      async () => (await import('@/features/learning-class/class-screen')).ClassScreen,
    ),
  },
  {
    path: paths.demo,
    lazy: screen(
      ['demo', 'library', 'question'],
      async () => (await import('@/features/demo/demo-screen')).DemoScreen,
    ),
  },
  {
    path: paths.demoNotification,
    lazy: screen(
      ['demo', 'stepper'],
      async () => (await import('@/features/demo/demo-notification-screen')).DemoNotificationScreen,
    ),
  },
  {
    path: paths.demoQuestion,
    lazy: screen(
      ['demo', 'library', 'question'],
      async () => (await import('@/features/demo/demo-question-screen')).DemoQuestionScreen,
    ),
  },
  {
    path: paths.outbox,
    lazy: screen(
      ['outbox'],
      async () => (await import('@/features/unsent/unsent-screen')).UnsentScreen,
    ),
  },
  // The error screen is part of the shell's own bundle (the shell shows it on fatal errors).
  { path: paths.error, element: <ErrorScreen /> },
];

/** The whole route table; every screen is loaded lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RenderError />,
    children: [
      {
        // Render errors below the shell keep the header and toasts on screen.
        errorElement: <RenderError />,
        children: [
          ...openRoutes,
          { element: <ProtectedRoute />, children: protectedRoutes },
          {
            path: '*',
            lazy: screen(
              [],
              async () => (await import('@/features/system/not-found-screen')).NotFoundScreen,
            ),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
