import { useEffect, useState } from 'react';

import { log } from '@/lib/log';

import { clearLock, noteWrongCode, readLock } from './code-lock';
import { MAX_CODE_DIGITS, MAX_WRONG_CODES, MIN_CODE_DIGITS } from './health-constants';

/** The stored lock, and whether it holds now (read in state updates, never while rendering). */
const lockNow = () => {
  const record = readLock();
  return { ...record, locked: record.lockedUntil > Date.now() };
};

/**
 * The installer code's entry on the keypad: digits held only in this state, checked on OK (by the
 * configured hash, or by the desktop shell); 5 wrong codes lock it for a minute (kept across a reload).
 */
export function useCodeEntry(check: (code: string) => Promise<boolean>, onOpen: () => void) {
  const [entry, setEntry] = useState('');
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [lock, setLock] = useState(lockNow);
  const { locked } = lock;

  useEffect(() => {
    if (!locked) return undefined;
    const id = setTimeout(() => setLock(lockNow), Math.max(0, lock.lockedUntil - Date.now()));
    return () => clearTimeout(id);
  }, [locked, lock.lockedUntil]);

  const submit = async () => {
    if (checking || locked || entry.length < MIN_CODE_DIGITS) return;
    setChecking(true);
    const right = await check(entry).catch((error: unknown) => {
      log.error('the installer code could not be checked', String(error));
      return false;
    });
    setChecking(false);
    setEntry('');
    if (right) {
      clearLock();
      log.info('the health screen was opened with the installer code');
      onOpen();
      return;
    }
    noteWrongCode(Date.now());
    log.warn('a wrong installer code was entered on the health screen');
    setLock(lockNow());
    setWrong(true);
  };

  return {
    filled: entry.length,
    ready: entry.length >= MIN_CODE_DIGITS,
    checking,
    wrong,
    locked,
    attemptsLeft: MAX_WRONG_CODES - lock.failures,
    failures: lock.failures,
    press: (digit: string) => {
      if (checking || locked) return;
      setWrong(false);
      setEntry((current) => (current.length < MAX_CODE_DIGITS ? current + digit : current));
    },
    erase: () => setEntry((current) => current.slice(0, -1)),
    submit: () => void submit(),
  };
}
