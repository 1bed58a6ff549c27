/**
 * The answers the server gave to writes accepted at their first attempt, by outbox id, until the
 * screen that made the write takes its own (spec 2 §4: the survey list is refreshed from the
 * submit's answer). Memory only, a few at most: a write retried later has no screen waiting.
 */
const answers = new Map<string, unknown>();

/** Enough for the writes of one screen that are under way at once. */
const KEPT_ANSWERS = 8;

/** Keeps the answer to a write accepted at its first attempt. */
export function keepAcceptedAnswer(id: string, answer: unknown): void {
  answers.delete(id);
  answers.set(id, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= KEPT_ANSWERS) break;
    answers.delete(oldest);
  }
}

/** The server's answer to the write `id`, once; undefined when it was not accepted at its first attempt. */
export function takeAcceptedAnswer(id: string): unknown {
  const answer = answers.get(id);
  answers.delete(id);
  return answer;
}
