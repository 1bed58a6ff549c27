import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { log } from '@/lib/log';
import { readOutbox } from '@/lib/outbox/outbox';
import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';
import { useOutboxStatus } from '@/lib/outbox/use-outbox-status';

import { UnsentList } from './unsent-list';

import './unsent.css';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pending: OutboxItem[]; dead: DeadLetter[]; database: boolean };

/**
 * The installer's view of the results outbox (/outbox): every write still waiting to be sent, with
 * its attempts and last error, and every write the server refused (the dead letters), with counts.
 * It follows the outbox as it sends.
 */
export function UnsentScreen() {
  const { t } = useTranslation(['outbox', 'common']);
  const counts = useOutboxStatus();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    readOutbox().then(
      (read) => {
        if (active) setLoad({ status: 'ready', ...read });
      },
      (error: unknown) => {
        log.error('the outbox could not be read', error);
        if (active) setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [counts.pending, counts.dead]);

  return (
    <ScreenFrame name="unsent" title={t('outbox:title')} busy={load.status === 'loading'}>
      <p>{t('outbox:intro')}</p>
      {load.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {load.status === 'error' ? (
        <p className="status-line status-line--danger" role="alert">
          {t('outbox:unavailable')}
        </p>
      ) : null}
      {load.status === 'ready' ? (
        <>
          {load.database ? null : (
            <p className="status-line status-line--danger" role="alert">
              {t('outbox:fallback')}
            </p>
          )}
          <UnsentList
            id="unsent-pending"
            title={t('outbox:pending', { count: load.pending.length })}
            empty={t('outbox:pendingEmpty')}
            items={load.pending}
          />
          <UnsentList
            id="unsent-dead"
            title={t('outbox:dead', { count: load.dead.length })}
            empty={t('outbox:deadEmpty')}
            items={load.dead}
          />
        </>
      ) : null}
      <Link className="button" to={paths.start}>
        {t('common:actions.back')}
      </Link>
    </ScreenFrame>
  );
}
