import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { setPinCode } from '@/lib/api/endpoints/pin';
import { isApiError, serverDetail } from '@/lib/api/errors';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, pinAuthorized, selectUser, userUpdated } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { DEFAULT_PIN_LENGTH, MAX_PIN_ATTEMPTS, PIN_EXIT_DELAY_MS } from './pin-constants';
import { encryptPin, pinMatches } from './pin-crypto';

/** create: first entry of a new PIN; repeat: its confirmation; enter: checking a stored PIN. */
export type PinMode = 'create' | 'repeat' | 'enter';

/**
 * The PIN screen's state machine (spec 1 §4 PIN). The digits live only in this component's state;
 * the store, storage and log only ever see the encrypted PIN.
 */
export function usePinEntry() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const { pinKey } = useRuntimeConfig();
  const length = settings?.pin_code_count || DEFAULT_PIN_LENGTH;
  const stored = user?.pin_code ?? null;

  const [entry, setEntry] = useState('');
  const [held, setHeld] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const mode: PinMode = stored ? 'enter' : held === null ? 'create' : 'repeat';
  const locked = failures >= MAX_PIN_ATTEMPTS;

  const exit = () => {
    dispatch(loggedOut());
    navigate('/', { replace: true });
  };
  useTimeout(exit, PIN_EXIT_DELAY_MS, locked);

  const reject = () => {
    setEntry('');
    setInvalid(true);
  };

  const save = async (pin: string) => {
    if (!user) return;
    setBusy(true);
    const encrypted = encryptPin(pin, pinKey);
    try {
      await setPinCode(user.uuid, encrypted);
    } catch (failure) {
      log.error('PIN installation failed', {
        status: isApiError(failure) ? failure.status : undefined,
      });
      dispatch(
        toastShown({
          kind: 'error',
          messageKey: 'pin:messages.installError',
          detail: serverDetail(failure),
        }),
      );
      setHeld(null);
      setEntry('');
      setBusy(false);
      return;
    }
    dispatch(toastShown({ kind: 'success', messageKey: 'pin:messages.set' }));
    dispatch(userUpdated({ pin_code: encrypted }));
    dispatch(pinAuthorized());
  };

  const complete = (pin: string) => {
    if (mode === 'enter') {
      if (stored && pinMatches(stored, pin, pinKey)) {
        dispatch(pinAuthorized());
        return;
      }
      reject();
      setFailures((count) => count + 1);
    } else if (mode === 'create') {
      setHeld(pin);
      setEntry('');
    } else if (pin === held) {
      void save(pin);
    } else {
      reject();
    }
  };

  const press = (digit: string) => {
    if (busy || locked || !pinKey || entry.length >= length) return;
    const next = entry + digit;
    setInvalid(false);
    setEntry(next);
    // A PIN is compared only once it has the configured number of digits (spec 1 §5).
    if (next.length === length) complete(next);
  };

  return {
    mode,
    length,
    filled: entry.length,
    invalid,
    busy: busy || locked,
    attemptsLeft: MAX_PIN_ATTEMPTS - failures,
    failures,
    locked,
    /** The configuration's PIN key was refused (too short): the keypad does not work. */
    noKey: !pinKey,
    press,
    erase: () => setEntry((current) => current.slice(0, -1)),
    /** Back, while repeating: forget the held first entry. */
    back: () => {
      setHeld(null);
      setEntry('');
      setInvalid(false);
    },
    exit,
  };
}
