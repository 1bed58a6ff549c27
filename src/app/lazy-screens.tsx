import { lazy, type ComponentType } from 'react';

import type { AnswerResultKind } from '@/features/answer-result/answer-result-content';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A route's `lazy`: the screen's code and the dictionaries it shows (beyond the start ones,
 * src/lib/i18n.ts startNamespaces) load together, so the screen never shows a bare key.
 * tests/perf/route-namespaces.test.ts checks each list against the screen's imports.
 */
export const screen = (ns: readonly string[], load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadNamespaces(ns)]);
  return { Component };
};

/** The same for a screen the access guard renders in place of the requested page. */
const guardScreen = (ns: readonly string[], load: () => Promise<ComponentType>) =>
  lazy(async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(ns)]);
    return { default: Component };
  });

/** A lazily loaded full-screen answer result route (/failvisual, /successvisual, /fail, /success). */
export const answerResult = (kind: AnswerResultKind) =>
  screen(['question'], async () => {
    const { AnswerResultScreen } = await import('@/features/answer-result/answer-result-screen');
    return () => <AnswerResultScreen kind={kind} />;
  });

export const StartScreen = guardScreen(
  [],
  async () => (await import('@/features/auth/start-screen')).StartScreen,
);

/** Screens the access guard shows in place of the requested page. */
export const PinScreen = guardScreen(
  ['pin'],
  async () => (await import('@/features/pin/pin-screen')).PinScreen,
);
export const RiskReportScreen = guardScreen(
  ['risks'],
  async () => (await import('@/features/risks/risk-report-screen')).RiskReportScreen,
);
export const ImportantSurveyScreen = guardScreen(
  ['keyboard', 'library', 'surveys'],
  async () => (await import('@/features/surveys/important-survey-screen')).ImportantSurveyScreen,
);
export const NoticesStepperScreen = guardScreen(
  ['library', 'notices', 'stepper'],
  async () => (await import('@/features/notices/notices-stepper-screen')).NoticesStepperScreen,
);
export const ImportantMaterialScreen = guardScreen(
  ['library', 'stepper'],
  async () =>
    (await import('@/features/library/important-material-screen')).ImportantMaterialScreen,
);
/** The desktop setup wizard: the only screen while the shell has a start error. */
export const SetupWizardScreen = guardScreen(
  ['keyboard', 'setup'],
  async () => (await import('@/features/setup-wizard/setup-wizard-screen')).SetupWizardScreen,
);
