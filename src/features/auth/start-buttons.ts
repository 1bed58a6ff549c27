import type { Settings } from '@/lib/api/schemas/settings';

/** A button of the personnel-number screen and where it leads after login. */
export interface StartButton {
  key: 'preshift' | 'additional' | 'courses' | 'cabinet' | 'ppe' | 'demo';
  target: string;
  /** Demo needs no login. */
  needsLogin: boolean;
}

/** The six buttons, each shown by its module and setting (spec 1 §2). */
export function startButtons(settings: Settings): StartButton[] {
  const on = (module: string) => (settings.modules as readonly string[]).includes(module);
  const buttons: Array<StartButton | false> = [
    on('study') && { key: 'preshift', target: '/preshift', needsLogin: true },
    on('extra_education') &&
      settings.extra_education_in_auth_screen && {
        key: 'additional',
        target: '/extra-education',
        needsLogin: true,
      },
    on('electronic_courses') &&
      settings.electronic_courses_in_auth_screen && {
        key: 'courses',
        target: '/electronic-courses',
        needsLogin: true,
      },
    { key: 'cabinet', target: '/cabinet', needsLogin: true },
    on('ipm') &&
      settings.use_ipm_in_start_screen && { key: 'ppe', target: '/siz', needsLogin: true },
    on('demo') && settings.demo && { key: 'demo', target: '/demo', needsLogin: false },
  ];
  return buttons.filter((button): button is StartButton => button !== false);
}
