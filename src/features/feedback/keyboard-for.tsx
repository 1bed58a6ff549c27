import { useTranslation } from 'react-i18next';

import { keyboardLanguages, type KeyboardLanguage } from '@/components/ui/keyboard-layouts';
import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';

const isKeyboardLanguage = (language: string): language is KeyboardLanguage =>
  (keyboardLanguages as readonly string[]).includes(language);

/**
 * The on-screen keyboard for one text field, shown on the desktop shell or when the device
 * setting turns it on; it starts in the interface language.
 */
export function KeyboardFor(props: {
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
}) {
  const { i18n } = useTranslation();
  const show = useShowKeyboard();
  if (!show) return null;
  const language = i18n.language.slice(0, 2);
  return (
    <OnScreenKeyboard {...props} language={isKeyboardLanguage(language) ? language : undefined} />
  );
}
