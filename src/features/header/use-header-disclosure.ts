import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { useLatest } from '@/lib/hooks/use-latest';
import { useAppSelector } from '@/lib/state/hooks';
import { selectModalVisible } from '@/lib/state/modal-slice';

/**
 * The phone header's disclosure (issue 30): whether the rest of the header shows under its one
 * row. It closes on Escape and on a tap outside the header (then `onDismiss` runs too), and on a
 * choice made in it: it is open on one screen in one language, so a notice or a language chosen
 * closes it.
 */
export function useHeaderDisclosure(onDismiss: () => void) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const modalOpen = useAppSelector(selectModalVisible);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dismiss = useLatest(onDismiss);
  const here = `${i18n.language} ${pathname}`;
  // Forgotten on another screen or language, so coming back does not open it again.
  if (openedAt !== null && openedAt !== here) setOpenedAt(null);
  const expanded = openedAt === here;

  useEffect(() => {
    if (!expanded) return undefined;
    const close = () => {
      setOpenedAt(null);
      dismiss.current();
    };
    // On the click, not the press: closing moves the screen up under the finger, and a press that
    // closed would end in a click on whatever came under it.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node && headerRef.current?.contains(event.target))) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal opened from the header (the language list) is above it: Escape is the modal's.
      if (event.key !== 'Escape' || modalOpen) return;
      const focusInside = headerRef.current?.contains(document.activeElement) ?? false;
      close();
      // The focused control is about to be hidden: the focus goes back to the toggle.
      if (focusInside) toggleRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded, modalOpen, dismiss]);

  return {
    expanded,
    headerRef,
    toggleRef,
    toggle: () => setOpenedAt(expanded ? null : here),
    close: () => setOpenedAt(null),
  };
}
