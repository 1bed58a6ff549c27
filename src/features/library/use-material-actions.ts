import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths, toLibrary } from '@/config/paths';
import type { LibraryItem } from '@/lib/api/schemas/library';
import { libraryReadRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { isKept, outcomeNote } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import {
  answerRecorded,
  answerRefused,
  importantMaterialKey,
  loggedOut,
  selectUser,
  userUpdated,
} from '@/lib/state/session-slice';

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
 * material (the guard then lets the employee on), otherwise goes back to the list. The important
 * material is named as done in the session (the guard asks for it no more, whatever a refresh or a
 * reload brings back) once it is finished with its read mark stored: a signed one as soon as the
 * signed mark is stored (it is finished right after), another at Done. A refused mark takes the
 * name back when it is finished, in the same render as the flag's clearing. `markWaits`: a read
 * mark of this material already waits in the outbox, so viewing it does not record another, and
 * finishing it names it as done as a stored mark does.
 */
export function useMaterialActions(item: LibraryItem | null, markWaits = false) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reportError = useApiError();
  const record = useRecordWrite();
  const user = useAppSelector(selectUser);
  const backTarget = useBackTarget();
  const [viewed, setViewed] = useState(false);
  const [sending, setSending] = useState(false);
  const isImportant = Boolean(item && user?.important_library?.uuid === item.uuid);
  /** The read mark is in the outbox (or delivered): a refresh cannot bring the material back. */
  const markStored = useRef(false);

  const back = () => void navigate(backTarget);
  const exit = () => {
    dispatch(loggedOut());
    void navigate(paths.start, { replace: true });
  };
  const finish = () => {
    if (!isImportant || !item) return back();
    const key = importantMaterialKey(item.uuid);
    // Named at the store of a signed mark; a mark refused since then takes the name back. A mark of
    // an earlier viewing that still waits in the outbox stands for this one (none was recorded).
    dispatch(markStored.current || markWaits ? answerRecorded(key) : answerRefused(key));
    dispatch(userUpdated({ important_library: null }));
  };

  /**
   * Records the read mark (with the signature when there is one) through the outbox. Unless it was
   * accepted the spec's 'File upload error' shows; once it is accepted or kept to arrive later the
   * badge count drops by one. The important material with a signature is named as done once the
   * mark is stored: it is finished right after the send, and a reload during the send must not ask
   * for a second signature.
   */
  const send = async (signature?: Blob) => {
    if (!item || !user) return;
    setSending(true);
    const request = libraryReadRequest({ employeeId: user.id, uuid: item.uuid, signature });
    const stored = async () => {
      markStored.current = true;
      if (isImportant && signature) dispatch(answerRecorded(importantMaterialKey(item.uuid)));
    };
    const outcome = await record(request, stored).catch((error: unknown) => {
      log.error('the read mark could not be recorded', error);
      return 'unsent' as const;
    });
    setSending(false);
    if (outcome !== 'sent' && !isKept(outcome)) markStored.current = false;
    if (outcome !== 'sent')
      reportError('library:errors.fileUpload', new Error(`read mark ${outcome}`), {
        noteKey: outcomeNote(outcome),
      });
    if ((outcome === 'sent' || isKept(outcome)) && item.unread) {
      const unread = user.library_unread_count;
      const left = Math.max(0, unread[item.type] - 1);
      dispatch(userUpdated({ library_unread_count: { ...unread, [item.type]: left } }));
    }
  };

  const markViewed = () => {
    if (!item || viewed) return;
    setViewed(true);
    if (!markWaits && !needsSignature(item) && (item.unread || isImportant)) void send();
  };

  /** The signed PNG: sent, then finished whatever the answer (spec 2 §8: go back or clear the flag). */
  const sign = async (png: Blob) => {
    await send(png);
    finish();
  };

  return { viewed, sending, isImportant, markViewed, sign, finish, back, exit };
}
