import * as z from 'zod/mini';

import {
  bool,
  count,
  flag,
  id,
  mapped,
  num,
  optList,
  optNum,
  optObject,
  optText,
  orNull,
  preprocess,
  text,
} from './common';

/** The modules the server can switch on (spec 1 §1, spec 2 §6). */
export const MODULES = [
  'study',
  'extra_education',
  'electronic_courses',
  'ipm',
  'demo',
  'ldap',
  'learning_class',
  'pin_code',
  'feedback',
  'library',
  'surveys',
  'targeted_training',
  'rfid',
] as const;
export type ModuleName = (typeof MODULES)[number];

const isModule = (value: string): value is ModuleName =>
  (MODULES as readonly string[]).includes(value);

/**
 * Enabled modules, sent as a list of names or as a map of name to on/off; names this app does
 * not know are dropped.
 */
export const modulesSchema = mapped(
  preprocess((value) => {
    if (value === undefined || value === null) return [];
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.entries(value)
      .filter(([, on]) => flag.parse(on))
      .map(([name]) => name);
  }, z.array(z.string())),
  (names) => names.filter(isModule),
);

/** One interface language (ru_RU, en_US, kk_KZ, ky_KY). */
export const languageSchema = z.object({
  id: z.catch(id, ''),
  code: z.string().check(z.minLength(2)),
  title: text,
  icon: optText,
});
export type Language = z.output<typeof languageSchema>;

const updateStateSchema = optObject(z.object({ can_update: flag, new_version: optText }));

/**
 * The server's device settings (spec 1 §3): `breathalyzer` stays undefined when the server does not
 * send it (only an explicit false turns the terminal's is_breathalyzer off), devMode is off unless sent.
 */
const serverDeviceSettingsSchema = mapped(
  orNull(z.object({ breathalyzer: z.catch(z.optional(bool), undefined), devMode: flag })),
  (value) => ({ breathalyzer: value?.breathalyzer, devMode: value?.devMode ?? false }),
);

/** App settings (spec 1 §3 Settings, spec 2 §3, and the start-flow switches of spec 1 §2). */
export const settingsSchema = z.object({
  modules: modulesSchema,
  theme_name: text,
  logo: optText,
  logo_negative: optText,
  favicon: optText,
  languages: optList(languageSchema),
  // Cameras: "internal" or a URL; null when not set.
  front_camera: optText,
  view_camera: optText,
  is_breathalyzer: flag,
  breathalyzer_threshold: z.catch(num, 0.5),
  is_rfid: flag,
  can_write_rfid: flag,
  is_auth_only_rfid: flag,
  use_ipm_in_start_screen: flag,
  use_pin_code: flag,
  pin_code_count: count,
  confirm_answer: flag,
  pre_shift_flow_uuid: optText,
  use_to_learning_class: flag,
  learning_class_id: optText,
  device_zoom: optNum,
  updateState: updateStateSchema,
  device_settings: serverDeviceSettingsSchema,
  only_search_by_name: flag,
  search_by_name: flag,
  straight_to_the_pre_shift: flag,
  use_only_auth_with_student_login_and_password: flag,
  use_auth_with_student_login_and_password: flag,
  extra_education_in_auth_screen: flag,
  electronic_courses_in_auth_screen: flag,
  demo: flag,
  screensaver: flag,
  screensaver_uuid: optText,
  screensaver_last_update_time: optText,
  show_the_screensaver_later: optNum,
});
export type Settings = z.output<typeof settingsSchema>;
