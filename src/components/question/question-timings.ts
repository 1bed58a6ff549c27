import { DEFAULT_EXIT_TIMER_S } from '@/components/ui/timing';

/** Question timers and limits of the spec (spec 1 §2, §4 "Question step", §9), in one place. */

/** The circular answer countdown: time expired returns the user to /. */
export const QUESTION_TIME_MS = 60_000;

/** A prolog or epilog with no video ends after this; with a video it ends when the video ends. */
export const STORY_WITHOUT_VIDEO_MS = 10_000;

/** The result buttons' exit timer, in seconds. */
export const RESULT_EXIT_TIMER_S = 10;

/** The result buttons' exit timer when the question quotes a document, in seconds. */
export const RESULT_EXIT_TIMER_WITH_QUOTE_S = 20;

/** Auto-confirm of the answer-confirmation modal's Yes: the kiosk's default exit timer (5 s). */
export const CONFIRM_AUTO_YES_S = DEFAULT_EXIT_TIMER_S;

/** Wrong-answer animation: the pause before each stage shows. */
export const WRONG_STAGE_DELAY_MS = 500;

/** Wrong-answer animation: a shown stage's video starts playing after this. */
export const WRONG_VIDEO_DELAY_MS = 1_000;

/** Wrong-answer animation: the interval between the three closing texts and the timer callback. */
export const WRONG_TEXT_INTERVAL_MS = 1_000;

/**
 * The wrong-answer animation as consecutive delays, for an answer with an injury: stage 1 shows,
 * its video plays, stage 2 (the injury consequence) shows, its video plays, 'You answered wrong',
 * 'Correct answer:', 'Violation of the rule', then the timer callback (the buttons appear).
 */
export const WRONG_SEQUENCE_MS = [
  WRONG_STAGE_DELAY_MS,
  WRONG_VIDEO_DELAY_MS,
  WRONG_STAGE_DELAY_MS,
  WRONG_VIDEO_DELAY_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
] as const;

/** Steps of WRONG_SEQUENCE_MS: how many delays have passed when each part shows. */
export const WRONG_STEP = {
  stage1: 1,
  video1: 2,
  stage2: 3,
  video2: 4,
  answeredWrong: 5,
  correctAnswer: 6,
  violation: 7,
  done: 8,
} as const;

/** The animation for a visualisation without an injury: no consequence stage (spec 1 §4). */
export const WRONG_SEQUENCE_WITHOUT_INJURY_MS = [
  WRONG_STAGE_DELAY_MS,
  WRONG_VIDEO_DELAY_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
  WRONG_TEXT_INTERVAL_MS,
] as const;

/** Steps of WRONG_SEQUENCE_WITHOUT_INJURY_MS (stage 2 never shows). */
export const WRONG_STEP_WITHOUT_INJURY = {
  stage1: 1,
  video1: 2,
  answeredWrong: 3,
  correctAnswer: 4,
  violation: 5,
  done: 6,
} as const;

/** The rule quote is cut at 400 characters in the step version. */
export const QUOTE_LIMIT_STEP = 400;

/** The rule quote is cut at 1500 characters in the full-screen version. */
export const QUOTE_LIMIT_FULL = 1_500;

/** Body-figure colours: injured parts red, the others grey. */
export const BODY_INJURED_COLOR = '#c62828';
export const BODY_HEALTHY_COLOR = '#b8c0ca';
