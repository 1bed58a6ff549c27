import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { languages, toLanguage, type Language } from '@/lib/languages';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { localeChanged, selectLocale } from '@/lib/state/locale-slice';

/** A language the picker offers: the server's title and icon when it sent them. */
export interface OfferedLanguage {
  language: Language;
  title?: string;
  icon?: string;
}

/** The server's languages that the kiosk has dictionaries for; all four when it sent none. */
export function offeredLanguages(
  fromServer: ReadonlyArray<{ code: string; title?: string; icon?: string | null }> | undefined,
): OfferedLanguage[] {
  const known = (fromServer ?? []).flatMap((entry) => {
    const language = toLanguage(entry.code);
    return language
      ? [{ language, title: entry.title || undefined, icon: entry.icon || undefined }]
      : [];
  });
  const unique = known.filter(
    (entry, index) => known.findIndex((other) => other.language === entry.language) === index,
  );
  return unique.length > 0 ? unique : languages.map((language) => ({ language }));
}

/** The current interface language, the offered ones, and a switch that also moves X-LANGUAGE. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const serverLanguages = useAppSelector(selectSettings)?.languages;
  const available = useMemo(() => offeredLanguages(serverLanguages), [serverLanguages]);
  const change = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
      dispatch(localeChanged(language));
    },
    [dispatch, i18n],
  );
  return { locale, available, change };
}
