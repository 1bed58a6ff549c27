// The bench's verdicts (issue 12): timing figures pass within a margin of their budget (machines
// differ), scores within a point, bytes and counts exactly; a part left out fails, and so does a
// figure one of whose runs broke (issue 32).

/** Timing figures pass within this share of their budget; Lighthouse scores within this many points. */
export const margin = { time: 0.1, score: 1 };

/** A figure that must stay at or under its budget: with the timing margin, or exactly. */
export const atMostRow = (name, value, budget, show, { timing = true } = {}) => ({
  name,
  value: show(value),
  budget: `≤ ${show(budget)}${timing ? ` (+${margin.time * 100}%)` : ''}`,
  ok: value <= budget * (timing ? 1 + margin.time : 1),
});

/** A Lighthouse score that must reach its minimum, within the score margin. */
export const atLeastScoreRow = (name, score, min, value = String(score)) => ({
  name,
  value,
  budget: `≥ ${min} (−${margin.score})`,
  ok: score >= min - margin.score,
});

/** A part of the bench left out with BENCH_SKIP: it fails, so a partial run never passes. */
export const skippedRow = (name) => ({
  name,
  value: 'skipped (BENCH_SKIP)',
  budget: '—',
  ok: false,
});

/** The median of a list of numbers (the mean of the middle two for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A run that measured `value`. */
export const passedRun = (value) => ({ ok: true, value });
/** A run that broke (an exception, a missing element, a flow that did not finish), and why. */
export const failedRun = (reason) => ({ ok: false, reason });

/**
 * A timing figure over several runs (passedRun/failedRun): the median of the runs when every run
 * passed. One broken run fails the row with its reason: it is neither dropped nor hidden by the
 * median of the good ones, since a screen that broke once in three is not within budget.
 */
export function runsRow(name, runs, budget, show, options) {
  const values = runs.filter((run) => run.ok).map((run) => run.value);
  const row = atMostRow(name, values.length ? median(values) : NaN, budget, show, options);
  const failures = runs.filter((run) => !run.ok);
  if (runs.length === 0) return { ...row, value: 'failed: no runs', ok: false };
  if (failures.length === 0) return row;
  return {
    ...row,
    value: `failed: ${failures.length} of ${runs.length} runs (${failures[0].reason})`,
    ok: false,
  };
}

/** Whether a heading shows `title`: whole, or cut short with an ellipsis as a long one is. */
const showsTitle = (heading, title) => {
  const shown = heading.endsWith('…') ? heading.slice(0, -1).trimEnd() : null;
  return heading === title || (Boolean(shown) && title.startsWith(shown));
};

/** A tap taken (`button`) or expected (`buttons`, any one of them), for the reason of a failure. */
const tapText = (tap) => {
  const button = (tap.buttons ?? [tap.button]).map((name) => `“${name}”`).join(' or ');
  return tap.screen ? `${button} on “${tap.screen}”` : button;
};

/**
 * One run of the pre-shift flow's taps, judged against the flow it should have gone through:
 * `expected.taps` (each `{ buttons, screen? }`: one of those buttons on that screen, in order) and
 * `expected.endedOn` (the heading of the screen the flow ends on). The run (`{ slowest, tapped:
 * [{ button, screen }], endedOn, error? }`) counts only when it took exactly those taps and ended
 * there: a missing button or a flow that stopped early is a failed run, not a shorter one with
 * fewer (and so faster) taps.
 */
export function tapFlowRun(run, expected) {
  if (run.error) return failedRun(run.error);
  const tapped = run.tapped ?? [];
  for (const [index, want] of expected.taps.entries()) {
    const got = tapped[index];
    if (!got)
      return failedRun(
        `stopped after ${tapped.length} of ${expected.taps.length} taps, before ${tapText(want)}`,
      );
    if (
      !want.buttons.includes(got.button) ||
      (want.screen !== undefined && !showsTitle(got.screen, want.screen))
    )
      return failedRun(`tap ${index + 1} was ${tapText(got)}, not ${tapText(want)}`);
  }
  if (tapped.length > expected.taps.length)
    return failedRun(
      `${tapped.length} taps, not ${expected.taps.length}: then ${tapText(tapped[expected.taps.length])}`,
    );
  if (run.endedOn !== expected.endedOn)
    return failedRun(`ended on “${run.endedOn ?? ''}”, not “${expected.endedOn}”`);
  return passedRun(run.slowest);
}
