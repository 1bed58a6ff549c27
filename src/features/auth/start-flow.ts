import type { Platform } from '@/lib/api/client';
import type { Settings } from '@/lib/api/schemas/settings';

/** The start flow variant (spec 1 §2), chosen by the settings in this order. */
export type StartFlow = 'rfid' | 'byName' | 'studentLogin' | 'learningClass' | 'default';

/** A step of the start flow. */
export type StartStep = 'number' | 'name' | 'ldap' | 'courses' | 'rfid';

export interface StartFlowInput {
  settings: Settings;
  platform: Platform;
  isRfidWork: boolean;
}

/** Picks the start flow: RFID only, name search only, student login only, learning class, or the default. */
export function chooseStartFlow({ settings, platform, isRfidWork }: StartFlowInput): StartFlow {
  const modules = settings.modules as readonly string[];
  if (
    platform === 'electron' &&
    modules.includes('rfid') &&
    settings.is_rfid &&
    settings.is_auth_only_rfid &&
    isRfidWork
  )
    return 'rfid';
  if (settings.only_search_by_name) return 'byName';
  if (settings.use_only_auth_with_student_login_and_password) return 'studentLogin';
  if (modules.includes('learning_class') && settings.use_to_learning_class) return 'learningClass';
  return 'default';
}

/** The first step of each variant (the learning class has its own screen). */
export const firstStep: Record<Exclude<StartFlow, 'learningClass'>, StartStep> = {
  rfid: 'rfid',
  byName: 'name',
  studentLogin: 'courses',
  default: 'number',
};

/** The links of the personnel-number screen, each shown by its module or setting. */
export function numberStepLinks(settings: Settings): Array<'ldap' | 'courses' | 'name'> {
  const links: Array<'ldap' | 'courses' | 'name'> = [];
  if ((settings.modules as readonly string[]).includes('ldap')) links.push('ldap');
  if (settings.use_auth_with_student_login_and_password) links.push('courses');
  if (settings.search_by_name) links.push('name');
  return links;
}
