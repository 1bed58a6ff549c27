import { paths } from '@/config/paths';

/**
 * Routes that run a flow of steps (or a step's result screens): there the Android back button does
 * nothing and the screen stays on, so nobody leaves a pre-shift check half done by accident.
 */
const FLOW_PATHS: readonly string[] = [
  paths.preshift,
  paths.extraEducation,
  paths.targetedTraining,
  paths.electronicCourses,
  paths.electronicCoursesClass,
  paths.notices,
  paths.questionary,
  paths.failVisual,
  paths.successVisual,
  paths.fail,
  paths.success,
];

/** Whether a route path is inside a flow. */
export const isFlowPath = (pathname: string): boolean =>
  FLOW_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** What the back button does: nothing in a flow, closes the app on the start screen, else goes back. */
export type BackAction = 'ignore' | 'exit' | 'back';

/** The back button's action on a route (Android's default everywhere except inside a flow). */
export function backButtonAction(pathname: string): BackAction {
  if (isFlowPath(pathname)) return 'ignore';
  return pathname === paths.start ? 'exit' : 'back';
}
