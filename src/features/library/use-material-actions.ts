import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths, toLibrary } from '@/config/paths';
import type { LibraryItem } from '@/lib/api/schemas/library';
import { libraryReadRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { isKept } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser, userUpdated } from '@/lib/state/session-slice';

import { FALLBACK_TYPES } from './library-constants';
import { needsSignature, typesParam } from './library-model';

/** Where Back leads: the list the material was opened from, else the list of every type. */
function useBackTarget(): string {
  const state: unknown = useLocation().state;
  const from =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  return from ?? toLibrary(typesParam(FALLBACK_TYPES));
}

/**
 * What a material does (spec 2 §4): once viewed it is marked read unless it needs a signature;
 * a signature is sent as PNG; finishing clears the important flag when this was the important
 * material (the guard then lets the employee on), otherwise goes back to the list.
 */
export function useMaterialActions(item: LibraryItem | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reportError = useApiError();
  const record = useRecordWrite();
  const user = useAppSelector(selectUser);
  const backTarget = useBackTarget();
  const [viewed, setViewed] = useState(false);
  const [sending, setSending] = useState(false);
  const isImportant = Boolean(item && user?.important_library?.uuid === item.uuid);

  const back = () => void navigate(backTarget);
  const exit = () => {
    dispatch(loggedOut());
    void navigate(paths.start, { replace: true });
  };
  const finish = () => {
    if (isImportant) dispatch(userUpdated({ important_library: null }));
    else back();
  };

  /**
   * Records the read mark (with the signature when there is one) through the outbox. Unless it was
   * accepted the spec's 'File upload error' shows; once it is accepted or kept to arrive later the
   * badge count drops by one.
   */
  const send = async (signature?: Blob) => {
    if (!item || !user) return;
    setSending(true);
    const request = libraryReadRequest({ employeeId: user.id, uuid: item.uuid, signature });
    const outcome = await record(request).catch((error: unknown) => {
      log.error('the read mark could not be recorded', error);
      return 'unsent' as const;
    });
    setSending(false);
    if (outcome !== 'sent')
      reportError('library:errors.fileUpload', new Error(`read mark ${outcome}`));
    if ((outcome === 'sent' || isKept(outcome)) && item.unread) {
      const unread = user.library_unread_count;
      const left = Math.max(0, unread[item.type] - 1);
      dispatch(userUpdated({ library_unread_count: { ...unread, [item.type]: left } }));
    }
  };

  const markViewed = () => {
    if (!item || viewed) return;
    setViewed(true);
    if (!needsSignature(item) && (item.unread || isImportant)) void send();
  };

  /** The signed PNG: sent, then finished whatever the answer (spec 2 §8: go back or clear the flag). */
  const sign = async (png: Blob) => {
    await send(png);
    finish();
  };

  return { viewed, sending, isImportant, markViewed, sign, finish, back, exit };
}
