import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { joinToEmployee } from '@/lib/api/endpoints/rfid';
import { serverDetail } from '@/lib/api/errors';
import { useRfidCard } from '@/lib/bridge/use-rfid-card';
import { readyConfig, useShellConfig } from '@/lib/bridge/use-shell-config';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';
import { selectIsRfidWork } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { cardCodeToSave, RFID_RESTART_MS } from './card-code';

/** Linking a card (spec 2 §4): idle, recording (waiting for a card), read, saving. */
export type LinkPhase =
  | { kind: 'idle' }
  | { kind: 'recording' }
  | { kind: 'read'; code: string }
  | { kind: 'saving'; code: string };

/** The linking screen's state and actions; the reader must work (isRfidWork) to record or save. */
export function useRfidLink() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const readerWorks = useAppSelector(selectIsRfidWork);
  const isHid = readyConfig(useShellConfig())?.deviceSettings.rfid.isHid ?? false;
  const [phase, setPhase] = useState<LinkPhase>({ kind: 'idle' });
  const [readFailed, setReadFailed] = useState(false);

  const { restart } = useRfidCard(
    (captured) => {
      const code = cardCodeToSave(captured, isHid);
      if (code) setPhase({ kind: 'read', code });
    },
    { active: phase.kind === 'recording' && readerWorks, onError: () => setReadFailed(true) },
  );
  useTimeout(
    () => {
      setReadFailed(false);
      restart();
    },
    RFID_RESTART_MS,
    readFailed,
  );

  const save = async () => {
    if (phase.kind !== 'read' || !readerWorks || !user) return;
    setPhase({ kind: 'saving', code: phase.code });
    try {
      await joinToEmployee(user.uuid, phase.code);
      dispatch(toastShown({ kind: 'success', messageKey: 'rfid:success.linked' }));
    } catch (error) {
      log.error('rfid: linking the card failed', error);
      dispatch(
        toastShown({ kind: 'error', messageKey: 'rfid:errors.link', detail: serverDetail(error) }),
      );
    }
    navigate(paths.cabinet, { replace: true });
  };

  return {
    phase,
    readerWorks,
    readFailed,
    record: () => readerWorks && setPhase({ kind: 'recording' }),
    cancel: () => setPhase({ kind: 'idle' }),
    save: () => void save(),
  };
}
