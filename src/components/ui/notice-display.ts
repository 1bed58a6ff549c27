import { cutAt } from './truncated-text';

/** How a notice shows in a stepper step (spec 2 §2, §9): shared by the notices and the demo notice. */

/** A notice's description is cut at 150 characters, with a toggle to the whole text. */
export const NOTICE_DESCRIPTION_LIMIT = 150;

/** At most 30 characters of a title, and dots after any title longer than 20. */
export const NOTICE_TITLE_LIMIT = 30;
export const NOTICE_TITLE_DOTS_AFTER = 20;

/** Button colour of each action name; an action the spec does not name is secondary. */
export const ACTION_COLOURS = {
  put_aside: 'warning',
  close: 'secondary',
  set_read: 'primary',
  agree: 'success',
  refused: 'danger',
} as const;

export type ActionColour = (typeof ACTION_COLOURS)[keyof typeof ACTION_COLOURS];

/** The colour of an action's button. */
export const actionColour = (name: string): ActionColour =>
  Object.hasOwn(ACTION_COLOURS, name)
    ? ACTION_COLOURS[name as keyof typeof ACTION_COLOURS]
    : 'secondary';

/** A notice's title: the first 30 characters, with dots when the title is longer than 20. */
export function noticeTitle(title: string): string {
  const shown = cutAt(title, NOTICE_TITLE_LIMIT);
  if (shown.cut || Array.from(title).length <= NOTICE_TITLE_DOTS_AFTER) return shown.text;
  return `${shown.text}…`;
}
