import type { SurveyStatus } from '@/lib/api/schemas/surveys';

/** The mandatory-survey notice counts down from this many seconds (spec 2 §9). */
export const MANDATORY_COUNTDOWN_S = 5;

/** Badge text key and colour of each assignment status (spec 2 §2: passed green, expired red, else warning). */
export const STATUS_BADGES = {
  passed: { key: 'status.passed', tone: 'success' },
  expired: { key: 'status.expired', tone: 'danger' },
  other: { key: 'status.notPassed', tone: 'warning' },
} as const satisfies Record<SurveyStatus, { key: string; tone: string }>;
