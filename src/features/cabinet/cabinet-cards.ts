import { paths, toLibrary } from '@/config/paths';
import type { Platform } from '@/lib/api/client';
import type { Employee } from '@/lib/api/schemas/employees';
import type { ModuleName, Settings } from '@/lib/api/schemas/settings';

/** The cards of the personal area, in the order they are shown (spec 1 §2, spec 2 §2). */
export type CardKey =
  | 'preshift'
  | 'extraEducation'
  | 'targetedTraining'
  | 'notices'
  | 'electronicCourses'
  | 'surveys'
  | 'feedback'
  | 'regulations'
  | 'videoInstructions'
  | 'analytics'
  | 'ppe'
  | 'linkRfid';

/** The employee fields the cards read: the student flag and the badge counts. */
export type CabinetUser = Pick<
  Employee,
  | 'is_student'
  | 'unread_notifications'
  | 'count_new_notification'
  | 'surveys_unread_count'
  | 'feedback_unread_count'
  | 'library_unread_count'
>;

/** Everything that decides which cards show: pure data, so the table is testable without React. */
export interface CabinetInput {
  modules: readonly string[];
  user: CabinetUser;
  settings: Pick<Settings, 'is_rfid' | 'can_write_rfid'> | null;
  platform: Platform;
  /** The app state isRfidWork: the desktop shell's card reader answers. */
  rfidWorking: boolean;
}

/** A card as the screen draws it. `badge` is null when there is nothing unread. */
export interface CabinetCard {
  key: CardKey;
  target: string;
  badge: number | null;
  disabled: boolean;
}

interface CardDefinition {
  target: string;
  shown: (input: CabinetInput) => boolean;
  badge?: (user: CabinetUser) => number;
  disabled?: (input: CabinetInput) => boolean;
}

const always = () => true;
const hasModule =
  (name: ModuleName) =>
  ({ modules }: CabinetInput) =>
    modules.includes(name);

/**
 * The Notices badge: unread_notifications, falling back to count_new_notification when the
 * server leaves the former out (both are 0 when missing, so 0 means "fall back").
 */
export const noticesBadge = (user: CabinetUser): number =>
  user.unread_notifications || user.count_new_notification;

/** One definition per card: the compiler rejects a card without its condition and target. */
const cardTable = {
  preshift: { target: paths.preshift, shown: hasModule('study') },
  extraEducation: { target: paths.extraEducation, shown: hasModule('extra_education') },
  targetedTraining: { target: paths.targetedTraining, shown: hasModule('targeted_training') },
  notices: { target: paths.noticeList, shown: always, badge: noticesBadge },
  electronicCourses: {
    target: paths.electronicCourses,
    shown: (input) => hasModule('electronic_courses')(input) && input.user.is_student,
  },
  surveys: {
    target: paths.questionary,
    shown: hasModule('surveys'),
    badge: (user) => user.surveys_unread_count,
  },
  feedback: {
    target: paths.feedback,
    shown: hasModule('feedback'),
    badge: (user) => user.feedback_unread_count,
  },
  regulations: {
    target: toLibrary('text_document'),
    shown: hasModule('library'),
    badge: (user) => user.library_unread_count.text_document,
  },
  videoInstructions: {
    target: toLibrary('video_tutorial,simulated_situation'),
    shown: hasModule('library'),
    badge: ({ library_unread_count: unread }) => unread.video_tutorial + unread.simulated_situation,
  },
  analytics: { target: paths.empLvl, shown: always },
  ppe: { target: paths.siz, shown: hasModule('ipm') },
  linkRfid: {
    target: paths.setRfid,
    shown: (input) =>
      input.platform === 'electron' &&
      hasModule('rfid')(input) &&
      Boolean(input.settings?.is_rfid) &&
      Boolean(input.settings?.can_write_rfid),
    disabled: (input) => !input.rfidWorking,
  },
} satisfies Record<CardKey, CardDefinition>;

const cardOrder = Object.keys(cardTable) as CardKey[];

/** The cards to show for this session, in order, with their badges (only counts above 0). */
export function cabinetCards(input: CabinetInput): CabinetCard[] {
  return cardOrder.flatMap((key) => {
    const definition: CardDefinition = cardTable[key];
    if (!definition.shown(input)) return [];
    const count = definition.badge?.(input.user) ?? 0;
    return [
      {
        key,
        target: definition.target,
        badge: count > 0 ? count : null,
        disabled: definition.disabled?.(input) ?? false,
      },
    ];
  });
}
