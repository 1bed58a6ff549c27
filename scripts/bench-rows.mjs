// The bench's verdicts (issue 12): timing figures pass within a margin of their budget (machines
// differ), scores within a point, bytes and counts exactly; a part left out fails.

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
