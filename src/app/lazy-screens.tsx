import type { AnswerResultKind } from '@/features/answer-result/answer-result-content';

import { screen } from './screen';

// The lazily loaded screens of the route table (./route-table.tsx), loaded with it after the first
// render; the start screen and the setup wizard, which the shell shows at once, are in ./screen.tsx.

/** A lazily loaded full-screen answer result route (/failvisual, /successvisual, /fail, /success). */
export const answerResult = (kind: AnswerResultKind) =>
  screen(['question'], async () => {
    const { AnswerResultScreen } = await import('@/features/answer-result/answer-result-screen');
    return () => <AnswerResultScreen kind={kind} />;
  });

/** /extra-education and /targeted_training: the list, or the run of the opened row. */
export const TrainingExtra = screen(['library', 'question', 'stepper', 'training'], async () => {
  const { TrainingRoute } = await import('./training-route');
  return () => <TrainingRoute kind="extra" />;
});
export const TrainingTargeted = screen(['library', 'question', 'stepper', 'training'], async () => {
  const { TrainingRoute } = await import('./training-route');
  return () => <TrainingRoute kind="targeted" />;
});

/** The catch-all route's screen. */
export const NotFoundScreen = screen(
  ['notFound'],
  async () => (await import('@/features/system/not-found-screen')).NotFoundScreen,
);

/** Screens the access guard shows in place of the requested page. */
export const PinScreen = screen(
  ['pin'],
  async () => (await import('@/features/pin/pin-screen')).PinScreen,
);
export const RiskReportScreen = screen(
  ['dates', 'risks'],
  async () => (await import('@/features/risks/risk-report-screen')).RiskReportScreen,
);
export const ImportantSurveyScreen = screen(
  ['keyboard', 'library', 'surveys'],
  async () => (await import('@/features/surveys/important-survey-screen')).ImportantSurveyScreen,
);
export const NoticesStepperScreen = screen(
  ['library', 'notices', 'stepper'],
  async () => (await import('@/features/notices/notices-stepper-screen')).NoticesStepperScreen,
);
export const ImportantMaterialScreen = screen(
  ['library', 'stepper'],
  async () =>
    (await import('@/features/library/important-material-screen')).ImportantMaterialScreen,
);
