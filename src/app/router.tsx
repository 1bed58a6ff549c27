import { createHashRouter, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { ErrorScreen } from '@/features/system/error-screen';

import { AppShell } from './app-shell';
import { answerResult, placeholder } from './lazy-screens';
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
  { path: paths.extraEducation, lazy: placeholder('extraEducation') },
  { path: paths.targetedTraining, lazy: placeholder('targetedTraining') },
  { path: paths.electronicCourses, lazy: placeholder('electronicCourses') },
  { path: paths.siz, lazy: placeholder('siz') },
  { path: paths.notices, lazy: placeholder('notices') },
  { path: paths.noticeList, lazy: placeholder('noticeList') },
  { path: paths.noticeDetail, lazy: placeholder('noticeDetail') },
  { path: paths.libraryMaterial, lazy: placeholder('libraryMaterial') },
  { path: paths.library, lazy: placeholder('library') },
  {
    path: paths.empLvl,
    lazy: async () => ({
      Component: (await import('@/features/analytics/analytics-screen')).AnalyticsScreen,
    }),
  },
  { path: paths.questionary, lazy: placeholder('questionary') },
  {
    path: paths.setRfid,
    lazy: async () => ({
      Component: (await import('@/features/rfid-link/rfid-link-screen')).RfidLinkScreen,
    }),
  },
  { path: paths.feedback, lazy: placeholder('feedback') },
  { path: paths.feedbackAdd, lazy: placeholder('feedbackAdd') },
  { path: paths.feedbackDialog, lazy: placeholder('feedbackDialog') },
  { path: paths.failVisual, lazy: answerResult('failVisual') },
  { path: paths.successVisual, lazy: answerResult('successVisual') },
  { path: paths.fail, lazy: answerResult('fail') },
  { path: paths.success, lazy: answerResult('success') },
];

/** Open routes: no login needed. */
const openRoutes: RouteObject[] = [
  { index: true, lazy: start },
  { path: paths.startup, lazy: start },
  { path: paths.electronicCoursesClass, lazy: placeholder('electronicCoursesClass') },
  { path: paths.demo, lazy: placeholder('demo') },
  { path: paths.demoNotification, lazy: placeholder('demoNotification') },
  { path: paths.demoQuestion, lazy: placeholder('demoQuestion') },
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
