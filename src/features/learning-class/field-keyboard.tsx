import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';

/** The on-screen keyboard for the focused field, where the keyboard rule shows it. */
export function FieldKeyboard(props: {
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
}) {
  return useShowKeyboard() ? <OnScreenKeyboard {...props} /> : null;
}
