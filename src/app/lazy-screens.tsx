import { lazy } from 'react';

import type { AnswerResultKind } from '@/features/answer-result/answer-result-content';

/** A lazily loaded full-screen answer result route (/failvisual, /successvisual, /fail, /success). */
export const answerResult = (kind: AnswerResultKind) => async () => {
  const { AnswerResultScreen } = await import('@/features/answer-result/answer-result-screen');
  return { Component: () => <AnswerResultScreen kind={kind} /> };
};

export const StartScreen = lazy(() =>
  import('@/features/auth/start-screen').then((m) => ({ default: m.StartScreen })),
);

/** Screens the access guard shows in place of the requested page. */
export const PinScreen = lazy(() =>
  import('@/features/pin/pin-screen').then((m) => ({ default: m.PinScreen })),
);
export const RiskReportScreen = lazy(() =>
  import('@/features/risks/risk-report-screen').then((m) => ({ default: m.RiskReportScreen })),
);
export const ImportantSurveyScreen = lazy(() =>
  import('@/features/surveys/important-survey-screen').then((m) => ({
    default: m.ImportantSurveyScreen,
  })),
);
export const NoticesStepperScreen = lazy(() =>
  import('@/features/notices/notices-stepper-screen').then((m) => ({
    default: m.NoticesStepperScreen,
  })),
);
export const ImportantMaterialScreen = lazy(() =>
  import('@/features/library/important-material-screen').then((m) => ({
    default: m.ImportantMaterialScreen,
  })),
);
/** The desktop setup wizard: the only screen while the shell has a start error. */
export const SetupWizardScreen = lazy(() =>
  import('@/features/setup-wizard/setup-wizard-screen').then((m) => ({
    default: m.SetupWizardScreen,
  })),
);
