import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '@/lib/i18n';

import type { KeyboardLanguage } from './keyboard-layouts';

export interface OnScreenKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  /** The keyboard's first language (the interface language when it has a layout). */
  language?: KeyboardLanguage;
  /** The layouts offered (all four by default); with one, the language key is hidden. */
  languages?: readonly KeyboardLanguage[];
}

type KeysView = ComponentType<OnScreenKeyboardProps>;

// The keys (react-simple-keyboard and its styles) load when a keyboard is first shown, not at start,
// with the keyboard's dictionary (one of src/lib/i18n.ts laterNamespaces).
let loaded: KeysView | null = null;
let loading: Promise<KeysView> | null = null;

/** Loads the keyboard's keys; once loaded, every keyboard shows them at its first render. */
export function loadOnScreenKeyboard(): Promise<KeysView> {
  loading ??= withNamespaces(import('./on-screen-keyboard-view'), ['keyboard']).then(
    (module) => (loaded = module.default),
  );
  return loading;
}

/**
 * The on-screen keyboard: ru, kk, ky and en letters (or only the given languages), symbols and
 * numbers, a lock key and a language switcher. Its area is on screen at once; the keys fill it as
 * soon as their code has loaded.
 */
export function OnScreenKeyboard(props: OnScreenKeyboardProps) {
  const { t } = useTranslation('keyboard');
  const [Keys, setKeys] = useState<KeysView | null>(() => loaded);
  useEffect(() => {
    if (Keys) return;
    let active = true;
    void loadOnScreenKeyboard().then((view) => active && setKeys(() => view));
    return () => {
      active = false;
    };
  }, [Keys]);
  return (
    <div className="on-screen-keyboard" role="group" aria-label={t('label')}>
      {Keys ? <Keys {...props} /> : null}
    </div>
  );
}
