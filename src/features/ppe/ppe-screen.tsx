import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { applyPpeNeed, getPpeNeeds } from '@/lib/api/endpoints/ppe';
import type { PpeItem } from '@/lib/api/schemas/ppe';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { PpeList } from './ppe-list';

import './ppe.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: PpeItem[] };

/** Makes the viewed-PPE call for each item seen; failures only go to the log. */
const sendViewed = (seen: string[]) =>
  Promise.allSettled(
    seen.map((uuid) =>
      applyPpeNeed(uuid).catch((error: unknown) => log.error('ppe:errors.viewed', error)),
    ),
  );

/**
 * PPE (/siz): the items the employee is due to receive. Leaving the screen makes the viewed-PPE
 * call for every item that was scrolled into view (spec 2 §4).
 */
export function PpeScreen() {
  const { t } = useTranslation(['ppe', 'common']);
  const apiError = useApiError();
  const navigate = useNavigate();
  const employeeUuid = useAppSelector(selectUser)?.uuid;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [exiting, setExiting] = useState(false);
  // Read when the list unmounts, which happens in the same render that sets `exiting`.
  const exitRequested = useRef(false);

  useEffect(() => {
    if (!employeeUuid) return undefined;
    let active = true;
    getPpeNeeds(employeeUuid).then(
      (items) => {
        if (active) setLoad({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ status: 'error' });
        apiError('ppe:errors.load', error);
      },
    );
    return () => {
      active = false;
    };
  }, [employeeUuid, apiError]);

  // Exit ends the session: the viewed calls go first, while the employee's token is still there.
  const leave = useCallback(
    (seen: string[]) => {
      const sent = sendViewed(seen);
      if (exitRequested.current) void sent.then(() => navigate(paths.start, { replace: true }));
    },
    [navigate],
  );

  const items = load.status === 'ready' ? load.items : [];
  return (
    <main
      className="screen ppe"
      aria-labelledby="ppe-title"
      aria-busy={load.status === 'loading' || exiting}
    >
      <h1 id="ppe-title" className="screen__title">
        {t('ppe:title')}
      </h1>
      {load.status === 'loading' || exiting ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {load.status === 'error' ? (
        <p className="status-line status-line--danger">{t('ppe:errors.load')}</p>
      ) : null}
      {load.status === 'ready' && items.length === 0 ? (
        <p className="status-line">{t('ppe:empty')}</p>
      ) : null}
      {items.length > 0 && !exiting ? <PpeList items={items} onLeave={leave} /> : null}
      <div className="ppe__actions">
        <Link className="button" to={paths.cabinet}>
          {t('common:actions.back')}
        </Link>
        {items.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={exiting}
            onClick={() => {
              exitRequested.current = true;
              setExiting(true);
            }}
          >
            {t('common:actions.exit')}
          </button>
        ) : (
          <Link className="button" to={paths.start}>
            {t('common:actions.exit')}
          </Link>
        )}
      </div>
    </main>
  );
}
