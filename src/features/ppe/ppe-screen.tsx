import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { getPpeNeeds } from '@/lib/api/endpoints/ppe';
import { ppeViewedRequest } from '@/lib/api/write-requests';
import type { PpeItem } from '@/lib/api/schemas/ppe';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { newOutboxId } from '@/lib/outbox/item-id';
import { deliverWrite } from '@/lib/outbox/outbox';
import { useAppSelector } from '@/lib/state/hooks';
import { selectToken, selectUser } from '@/lib/state/session-slice';

import { PpeList } from './ppe-list';

import './ppe.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: PpeItem[] };

/**
 * Records the viewed-PPE call of each item seen through the outbox (kept until the server takes
 * it, in the employee's name); resolves once all are stored, so Exit may end the session then.
 * Failures only go to the log.
 */
const recordViewed = (employee: string, token: string | null, seen: string[]) =>
  Promise.all(
    seen.map(
      (uuid) =>
        new Promise<void>((stored) => {
          const write = { id: newOutboxId(), employee, token, request: ppeViewedRequest(uuid) };
          deliverWrite(write, async () => stored()).then(
            (outcome) => {
              stored();
              if (outcome === 'dead') log.error('ppe:errors.viewed', { uuid, outcome });
            },
            (error: unknown) => {
              stored();
              log.error('ppe:errors.viewed', error);
            },
          );
        }),
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
  const token = useAppSelector(selectToken);
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

  // Exit ends the session once the viewed calls are stored (they keep the employee's token).
  const leave = useCallback(
    (seen: string[]) => {
      const stored = employeeUuid ? recordViewed(employeeUuid, token, seen) : Promise.resolve([]);
      if (exitRequested.current) void stored.then(() => navigate(paths.start, { replace: true }));
    },
    [employeeUuid, navigate, token],
  );

  const items = load.status === 'ready' ? load.items : [];
  return (
    <ScreenFrame name="ppe" title={t('ppe:title')} busy={load.status === 'loading' || exiting}>
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
    </ScreenFrame>
  );
}
