import { describe, expect, it } from 'vitest';

import { MODULES, type ModuleName } from '@/lib/api/schemas/settings';

import { cabinetCards, noticesBadge, type CabinetInput, type CardKey } from './cabinet-cards';

const user: CabinetInput['user'] = {
  is_student: true,
  unread_notifications: 6,
  count_new_notification: 4,
  surveys_unread_count: 3,
  feedback_unread_count: 2,
  library_unread_count: { text_document: 5, video_tutorial: 1, simulated_situation: 7 },
};

/** Every switch on: all twelve cards show. */
const full: CabinetInput = {
  modules: MODULES,
  user,
  settings: { is_rfid: true, can_write_rfid: true },
  platform: 'electron',
  rfidWorking: true,
};

const keys = (input: CabinetInput) => cabinetCards(input).map((card) => card.key);
const card = (input: CabinetInput, key: CardKey) =>
  cabinetCards(input).find((entry) => entry.key === key);
const without = (module: ModuleName): CabinetInput => ({
  ...full,
  modules: MODULES.filter((name) => name !== module),
});
const noBadges: CabinetInput['user'] = {
  ...user,
  unread_notifications: 0,
  count_new_notification: 0,
  surveys_unread_count: 0,
  feedback_unread_count: 0,
  library_unread_count: { text_document: 0, video_tutorial: 0, simulated_situation: 0 },
};

describe('cabinetCards', () => {
  it('shows all twelve cards in the spec order with their targets when everything is on', () => {
    expect(cabinetCards(full).map(({ key, target }) => [key, target])).toEqual([
      ['preshift', '/preshift'],
      ['extraEducation', '/extra-education'],
      ['targetedTraining', '/targeted_training'],
      ['notices', '/notice-list'],
      ['electronicCourses', '/electronic-courses'],
      ['surveys', '/questionary'],
      ['feedback', '/feedback'],
      ['regulations', '/library/text_document'],
      ['videoInstructions', '/library/video_tutorial,simulated_situation'],
      ['analytics', '/emp-lvl'],
      ['ppe', '/siz'],
      ['linkRfid', '/set-rfid'],
    ]);
  });

  it('with no module on shows only the cards that are always there', () => {
    expect(keys({ ...full, modules: [] })).toEqual(['notices', 'analytics']);
  });

  it.each<[ModuleName, CardKey[]]>([
    ['study', ['preshift']],
    ['extra_education', ['extraEducation']],
    ['targeted_training', ['targetedTraining']],
    ['electronic_courses', ['electronicCourses']],
    ['surveys', ['surveys']],
    ['feedback', ['feedback']],
    ['library', ['regulations', 'videoInstructions']],
    ['ipm', ['ppe']],
    ['rfid', ['linkRfid']],
  ])('without the %s module the %j card(s) disappear and nothing else', (module, gone) => {
    const all = keys(full);
    expect(keys(without(module))).toEqual(all.filter((key) => !gone.includes(key)));
  });

  it('modules unrelated to cards (demo, ldap, learning_class, pin_code) change nothing', () => {
    const modules = MODULES.filter(
      (name) => !['demo', 'ldap', 'learning_class', 'pin_code'].includes(name),
    );
    expect(keys({ ...full, modules })).toEqual(keys(full));
  });

  it('shows Electronic courses only to a student with the module on', () => {
    const student = { ...full, user: { ...user, is_student: true } };
    const employee = { ...full, user: { ...user, is_student: false } };
    expect(keys(student)).toContain('electronicCourses');
    expect(keys(employee)).not.toContain('electronicCourses');
    expect(keys({ ...student, modules: without('electronic_courses').modules })).not.toContain(
      'electronicCourses',
    );
  });

  describe('Link RFID card', () => {
    it('needs the desktop shell, the rfid module, is_rfid and can_write_rfid: each one alone hides it', () => {
      expect(keys(full)).toContain('linkRfid');
      const missingOne: CabinetInput[] = [
        { ...full, platform: 'browser' },
        { ...full, platform: 'cordova' },
        without('rfid'),
        { ...full, settings: { is_rfid: false, can_write_rfid: true } },
        { ...full, settings: { is_rfid: true, can_write_rfid: false } },
        { ...full, settings: null },
      ];
      for (const input of missingOne) expect(keys(input)).not.toContain('linkRfid');
    });

    it('is shown but disabled while the card reader is not working', () => {
      expect(card(full, 'linkRfid')?.disabled).toBe(false);
      expect(card({ ...full, rfidWorking: false }, 'linkRfid')).toMatchObject({
        target: '/set-rfid',
        disabled: true,
      });
    });

    it('is the only card that can be disabled', () => {
      const down = cabinetCards({ ...full, rfidWorking: false });
      expect(down.filter((entry) => entry.disabled).map((entry) => entry.key)).toEqual([
        'linkRfid',
      ]);
    });
  });

  describe('badges', () => {
    it('count what is unread for Notices, Surveys, Feedback, Regulations and Video instructions', () => {
      const badges = Object.fromEntries(
        cabinetCards(full).map((entry) => [entry.key, entry.badge]),
      );
      expect(badges).toEqual({
        preshift: null,
        extraEducation: null,
        targetedTraining: null,
        notices: 6,
        electronicCourses: null,
        surveys: 3,
        feedback: 2,
        regulations: 5,
        // video_tutorial + simulated_situation
        videoInstructions: 8,
        analytics: null,
        ppe: null,
        linkRfid: null,
      });
    });

    it('are hidden (null) at 0', () => {
      const cards = cabinetCards({ ...full, user: noBadges });
      expect(cards.filter((entry) => entry.badge !== null)).toEqual([]);
    });

    it('show the video sum when only one of the two types is unread', () => {
      const onlyVideo = {
        ...noBadges,
        library_unread_count: { text_document: 0, video_tutorial: 0, simulated_situation: 2 },
      };
      expect(card({ ...full, user: onlyVideo }, 'videoInstructions')?.badge).toBe(2);
      expect(card({ ...full, user: onlyVideo }, 'regulations')?.badge).toBeNull();
    });

    it('Notices use unread_notifications, falling back to count_new_notification', () => {
      expect(
        noticesBadge({ ...noBadges, unread_notifications: 6, count_new_notification: 9 }),
      ).toBe(6);
      expect(
        noticesBadge({ ...noBadges, unread_notifications: 0, count_new_notification: 4 }),
      ).toBe(4);
      const fallback = { ...noBadges, count_new_notification: 4 };
      expect(card({ ...full, user: fallback }, 'notices')?.badge).toBe(4);
      expect(card({ ...full, user: noBadges }, 'notices')?.badge).toBeNull();
    });
  });
});
