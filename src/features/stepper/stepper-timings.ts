/** Stepper timers and limits of the spec (spec 1 §2, §4, §9). */

/** Step titles are cut at 50 characters with an ellipsis. */
export const TITLE_LIMIT = 50;
/** Above this many steps the header shows 'Progress of execution N of M'. */
export const PROGRESS_TEXT_FROM = 10;
/** The exit timer of material steps once watched (the default exit timer). */
export const MATERIAL_EXIT_S = 5;
/** 'Finish and exit' on the last step and on the test result screen leaves by itself after 20 s. */
export const FINISH_EXIT_S = 20;
/** The question-count change notice counts down 5 s, then the testing starts. */
export const QUESTION_COUNT_NOTICE_S = 5;
