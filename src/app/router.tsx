import { createHashRouter, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { ErrorScreen } from '@/features/system/error-screen';

import { AppShell } from './app-shell';
import { answerResult } from './lazy-screens';
import { ProtectedRoute } from './protected-route';
import { RenderError } from './render-error';

const start = async () => ({
  Component: (await import('@/features/auth/start-screen')).StartScreen,
});

/** Routes behind login (spec 1 §2, spec 2 §2); the guard decides what each one shows. */
const protectedRoutes: RouteObject[] = [
  {
    path: paths.cabinet,
    lazy: async () => ({
      Component: (await import('@/features/cabinet/cabinet-screen')).CabinetScreen,
    }),
  },
  {
    path: paths.preshift,
    lazy: async () => ({
      Component: (await import('@/features/stepper/preshift-screen')).PreshiftScreen,
    }),
  },
  {
    path: paths.extraEducation,
    lazy: async () => {
      const { TrainingRoute } = await import('./training-route');
      return { Component: () => <TrainingRoute kind="extra" /> };
    },
  },
  {
    path: paths.targetedTraining,
    lazy: async () => {
      const { TrainingRoute } = await import('./training-route');
      return { Component: () => <TrainingRoute kind="targeted" /> };
    },
  },
  {
    // /electronic-courses[/{appoint}[/{topic that just ended}]]
    path: `${paths.electronicCourses}/*`,
    lazy: async () => ({ Component: (await import('./courses-route')).CoursesRoute }),
  },
  {
    path: paths.siz,
    lazy: async () => ({ Component: (await import('@/features/ppe/ppe-screen')).PpeScreen }),
  },
  {
    path: paths.notices,
    lazy: async () => ({
      Component: (await import('@/features/notices/notices-stepper-screen')).NoticesStepperScreen,
    }),
  },
  {
    path: paths.noticeList,
    lazy: async () => ({
      Component: (await import('@/features/notices/notice-list-screen')).NoticeListScreen,
    }),
  },
  {
    path: paths.noticeDetail,
    lazy: async () => ({
      Component: (await import('@/features/notices/notice-detail-screen')).NoticeDetailScreen,
    }),
  },
  {
    path: paths.libraryMaterial,
    lazy: async () => ({
      Component: (await import('@/features/library/material-screen')).MaterialScreen,
    }),
  },
  {
    path: paths.library,
    lazy: async () => ({
      Component: (await import('@/features/library/library-screen')).LibraryScreen,
    }),
  },
  {
    path: paths.empLvl,
    lazy: async () => ({
      Component: (await import('@/features/analytics/analytics-screen')).AnalyticsScreen,
    }),
  },
  {
    path: paths.questionary,
    lazy: async () => ({
      Component: (await import('@/features/surveys/surveys-screen')).SurveysScreen,
    }),
  },
  {
    path: paths.setRfid,
    lazy: async () => ({
      Component: (await import('@/features/rfid-link/rfid-link-screen')).RfidLinkScreen,
    }),
  },
  {
    path: paths.feedback,
    lazy: async () => ({
      Component: (await import('@/features/feedback/dialog-list-screen')).DialogListScreen,
    }),
  },
  {
    path: paths.feedbackAdd,
    lazy: async () => ({
      Component: (await import('@/features/feedback/new-dialog-screen')).NewDialogScreen,
    }),
  },
  {
    path: paths.feedbackDialog,
    lazy: async () => ({
      Component: (await import('@/features/feedback/dialog-screen')).DialogScreen,
    }),
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
    lazy: async () => ({
      Component: (await import('@/features/learning-class/class-screen')).ClassScreen,
    }),
  },
  {
    path: paths.demo,
    lazy: async () => ({ Component: (await import('@/features/demo/demo-screen')).DemoScreen }),
  },
  {
    path: paths.demoNotification,
    lazy: async () => ({
      Component: (await import('@/features/demo/demo-notification-screen')).DemoNotificationScreen,
    }),
  },
  {
    path: paths.demoQuestion,
    lazy: async () => ({
      Component: (await import('@/features/demo/demo-question-screen')).DemoQuestionScreen,
    }),
  },
  {
    path: paths.outbox,
    lazy: async () => ({
      Component: (await import('@/features/unsent/unsent-screen')).UnsentScreen,
    }),
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
            lazy: async () => ({
              Component: (await import('@/features/system/not-found-screen')).NotFoundScreen,
            }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
