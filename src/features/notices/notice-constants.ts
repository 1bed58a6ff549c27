/** Limits and colours of the notices screens (spec 2 §2, §9), named in one place. */
import { cutAt } from '@/components/ui/truncated-text';

/** The list cuts a title at 30 characters and a description at 50. */
export const LIST_TITLE_LIMIT = 30;
export const LIST_DESCRIPTION_LIMIT = 50;

/** The list first shows a preview of 5 notices; the rest open behind "(+N)". */
export const LIST_PREVIEW_COUNT = 5;

/** The stepper cuts a description at 150 characters, with a toggle to the whole text. */
export const STEPPER_DESCRIPTION_LIMIT = 150;

/** The stepper shows at most 30 characters of a title, and dots after any title longer than 20. */
export const STEPPER_TITLE_LIMIT = 30;
export const STEPPER_TITLE_DOTS_AFTER = 20;

/** A list row's fixed height in px: touch-sized (at least 48) and fixed so hundreds of rows scroll smoothly. */
export const LIST_ROW_HEIGHT = 104;

/** Rows rendered beyond the visible ones while scrolling. */
export const LIST_OVERSCAN = 6;

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

/** The stepper's title: the first 30 characters, with dots when the title is longer than 20. */
export function stepperTitle(title: string): string {
  const shown = cutAt(title, STEPPER_TITLE_LIMIT);
  if (shown.cut || Array.from(title).length <= STEPPER_TITLE_DOTS_AFTER) return shown.text;
  return `${shown.text}…`;
}
