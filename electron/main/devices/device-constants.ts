/** The serial devices' spec constants (spec 1 §4, §8, §9), in one place, with the spec's values. */

/** No ready status within 30 s of $START: 'alcohol tester start error' (spec 1 §4, §9). */
export const BREATHALYZER_START_TIMEOUT_MS = 30_000;

/**
 * The alcotester's status time-out, 2 s (spec 1 §9): how long the presence probe waits for any
 * line. It is deliberately not applied between statuses of a measurement: the ready phase waits for
 * a person to blow (the renderer's 20 s idle timer owns that) and the analysis takes as long as the
 * device needs; an unplugged device is caught by the port closing instead.
 */
export const BREATHALYZER_STATUS_TIMEOUT_MS = 2_000;

/** The spec's texts per failure (spec 1 §8); accessDenied passes the port's own message on instead. */
export const BREATHALYZER_MESSAGES = {
  startTimeout: 'alcohol tester start error',
  module: 'Error in module Alcotester',
  notFound: 'Alcotester not found',
} as const;

/** The RFID reader check fails if no data arrives within 2 s (spec 1 §8, §9). */
export const RFID_TEST_TIMEOUT_MS = 2_000;

/**
 * After a failed read the reader restarts after 1 s (spec 1 §4). The RFID-only screen shows the
 * error for 2 s instead: the renderer waits, then calls restart().
 */
export const RFID_RESTART_MS = 1_000;

/** The spec's text for a failed RFID check or read (spec 1 §8); the details go to the log. */
export const RFID_CONNECTION_ERROR = 'RFID connection error';
