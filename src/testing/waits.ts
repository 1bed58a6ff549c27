/**
 * Options for `findBy…`/`waitFor` where the awaited change comes after a real timer inside a
 * library that fake timers cannot reach: React reveals a Suspense boundary's content that
 * resolved after its fallback was shown on its own 300 ms timer (captured before any test fakes
 * the clock). The test still awaits the condition; this is only the ceiling, with room for a busy
 * machine, and well inside the test's own time-out.
 */
export const AFTER_SUSPENSE_REVEAL = { timeout: 4_000 } as const;
