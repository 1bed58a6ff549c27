import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';

import {
  keyboardLanguages,
  keyboardLayouts,
  singleLanguageLayouts,
  type KeyboardLanguage,
  type LayoutName,
} from './keyboard-layouts';
import { Modal } from './modal';
import type { OnScreenKeyboardProps } from './on-screen-keyboard';

type Mode = 'letters' | 'symbols' | 'numbers';

/** Applies one key press to a text: letters append, {bksp} deletes, {space} adds a space. */
function applyKey(value: string, key: string): string {
  if (key === '{bksp}') return value.slice(0, -1);
  if (key === '{space}') return `${value} `;
  return key.startsWith('{') ? value : value + key;
}

/**
 * The on-screen keyboard: ru, kk, ky and en letters (or only the given languages), symbols and
 * numbers, a lock key and a language switcher: the keys inside ./on-screen-keyboard's area, loaded
 * lazily.
 */
export default function OnScreenKeyboardView({
  value,
  onChange,
  onEnter,
  language = 'ru',
  languages = keyboardLanguages,
}: OnScreenKeyboardProps) {
  const { t } = useTranslation('keyboard');
  const [layoutLanguage, setLayoutLanguage] = useState<KeyboardLanguage>(
    languages.includes(language) ? language : (languages[0] ?? language),
  );
  const [upperCase, setUpperCase] = useState(false);
  const [mode, setMode] = useState<Mode>('letters');
  const [choosing, setChoosing] = useState(false);
  const layoutName: LayoutName =
    mode === 'letters' ? `${layoutLanguage}-${upperCase ? 'upper' : 'lower'}` : mode;

  const press = (key: string) => {
    if (key === '{lock}') setUpperCase((current) => !current);
    else if (key === '{lang}') setChoosing(true);
    else if (key === '{symbols}') setMode('symbols');
    else if (key === '{numbers}') setMode('numbers');
    else if (key === '{abc}') setMode('letters');
    else if (key === '{enter}') onEnter?.();
    else onChange(applyKey(value, key));
  };

  const display = {
    '{lock}': t('keys.lock'),
    '{bksp}': t('keys.backspace'),
    '{space}': t('keys.space'),
    '{enter}': t('keys.enter'),
    '{lang}': t(`layouts.${layoutLanguage}`),
    '{symbols}': t('keys.symbols'),
    '{numbers}': t('keys.numbers'),
    '{abc}': t('keys.abc'),
  };

  return (
    <>
      <Keyboard
        layout={languages.length > 1 ? keyboardLayouts : singleLanguageLayouts}
        layoutName={layoutName}
        display={display}
        mergeDisplay
        useButtonTag
        buttonTheme={upperCase ? [{ class: 'hg-active', buttons: '{lock}' }] : []}
        buttonAttributes={[
          { attribute: 'aria-label', value: t('keys.language'), buttons: '{lang}' },
          { attribute: 'aria-label', value: t('keys.symbolsLabel'), buttons: '{symbols}' },
          { attribute: 'aria-label', value: t('keys.numbersLabel'), buttons: '{numbers}' },
          { attribute: 'aria-label', value: t('keys.abcLabel'), buttons: '{abc}' },
        ]}
        onKeyPress={press}
      />
      {choosing ? (
        <Modal title={t('languageModal.title')} onClose={() => setChoosing(false)}>
          <ul className="language-list">
            {languages.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  className="language-list__item"
                  aria-pressed={option === layoutLanguage}
                  onClick={() => {
                    setLayoutLanguage(option);
                    setMode('letters');
                    setChoosing(false);
                  }}
                >
                  {t(`layouts.${option}`)}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
