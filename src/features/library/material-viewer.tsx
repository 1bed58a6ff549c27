import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimeout } from '@/lib/hooks/use-timeout';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { waitingMaterials } from '@/lib/outbox/waiting-matchers';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { SELF_READ_MS } from './library-constants';
import { needsSignature } from './library-model';
import { MaterialContent } from './material-content';
import { MaterialSignStep } from './material-sign-step';
import { useMaterial } from './use-material';
import { useMaterialActions } from './use-material-actions';

import './library.css';

/**
 * One material with Back, Done, Exit and Signature (spec 2 §2, §4). `guard`: shown by the access
 * guard as the employee's important material (no Back; the heading asks to check it out). When its
 * read mark waits in the outbox the viewer says so, records no other, and a waiting signature is
 * not asked for again (Done in place of Signature).
 */
export function MaterialViewer({ uuid, guard = false }: { uuid: string; guard?: boolean }) {
  const { t } = useTranslation(['library', 'common']);
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  // Queried as text: a query has no other type.
  const employeeId = userId === undefined ? null : String(userId);
  const material = useMaterial(employeeId, uuid);
  const item = material.status === 'ready' ? material.item : null;
  const outbox = useWaitingWrites();
  const waiting = useMemo(
    () => (item ? waitingMaterials(outbox).get(item.uuid) : undefined),
    [item, outbox],
  );
  const actions = useMaterialActions(item, waiting !== undefined);
  const [step, setStep] = useState<'view' | 'sign'>('view');
  const [loaded, setLoaded] = useState(false);
  // A document is read about 1 s after it has loaded; a video when it ends.
  useTimeout(actions.markViewed, SELF_READ_MS, loaded && !actions.viewed);
  const signature = item ? needsSignature(item) && waiting !== 'signed' : false;
  const Heading = guard ? 'h2' : 'h1';

  return (
    <main
      className="screen library-material"
      aria-labelledby="material-title"
      aria-busy={material.status === 'loading'}
    >
      {guard ? <h1 className="screen__title">{t('important.warning')}</h1> : null}
      <Heading id="material-title" className={guard ? 'library-material__title' : 'screen__title'}>
        {item ? item.title : t('title')}
      </Heading>
      {!guard && item?.important && item.unread && !waiting ? (
        <p className="status-line library-material__warning">{t('important.warning')}</p>
      ) : null}
      {material.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {material.status === 'error' ? (
        <p className="status-line status-line--danger">{t('errors.material')}</p>
      ) : null}
      {item && step === 'sign' ? (
        <MaterialSignStep
          sending={actions.sending}
          onSigned={(png) => void actions.sign(png)}
          onUnsigned={() => {
            dispatch(toastShown({ kind: 'info', messageKey: 'library:signature.needToSign' }));
            setStep('view');
          }}
          onBack={() => setStep('view')}
          onExit={actions.exit}
        />
      ) : null}
      {item && step === 'view' ? (
        <>
          <div className="library-material__content">
            <MaterialContent
              item={item}
              onLoaded={() => setLoaded(true)}
              onWatched={() => {
                if (item.type !== 'text_document') actions.markViewed();
              }}
              // The viewer shows the spec's text in place of the file and logs the details.
              onError={() => undefined}
            />
          </div>
          {waiting ? (
            <p className="status-line library-material__info" role="status">
              {t('waiting.note')}
            </p>
          ) : null}
          {signature && actions.viewed ? (
            <p className="status-line library-material__info" role="status">
              {t('signature.needToSign')}
            </p>
          ) : null}
        </>
      ) : null}
      {step === 'view' ? (
        <div className="library-material__actions">
          {guard ? null : (
            <button type="button" className="button" onClick={actions.back}>
              {t('actions.back')}
            </button>
          )}
          {item && signature ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!actions.viewed}
              onClick={() => setStep('sign')}
            >
              {t('actions.signature')}
            </button>
          ) : null}
          {item && !signature ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!actions.viewed || actions.sending}
              onClick={actions.finish}
            >
              {t('actions.done')}
            </button>
          ) : null}
          <button type="button" className="button button--danger" onClick={actions.exit}>
            {t('actions.exit')}
          </button>
        </div>
      ) : null}
    </main>
  );
}
