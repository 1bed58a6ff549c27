import { useTranslation } from 'react-i18next';

import { useNow } from '@/lib/hooks/use-now';

import { useOutboxRead } from './use-outbox-read';
import { WaitingActions } from './waiting-actions';
import { WaitingList } from './waiting-list';
import { WaitingSummary } from './waiting-summary';

import './waiting.css';

/** How often the oldest write's age is renewed. */
const AGE_TICK_MS = 60_000;

/**
 * Results waiting (issue 31): what the outbox holds (counts by kind and employee, the oldest age,
 * each write and each refusal with its reason) and the installer's actions on it.
 */
export function WaitingSection() {
  const { t } = useTranslation(['health', 'outbox', 'common']);
  const { read, reload } = useOutboxRead();
  const now = useNow(AGE_TICK_MS).getTime();
  return (
    <section className="health__section" aria-labelledby="health-waiting">
      <h2 id="health-waiting">{t('health:waiting.title')}</h2>
      <p>{t('outbox:intro')}</p>
      {read.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {read.status === 'error' ? (
        <p className="status-line status-line--danger" role="alert">
          {t('outbox:unavailable')}
        </p>
      ) : null}
      {read.status === 'ready' ? (
        <>
          {read.database ? null : (
            <p className="status-line status-line--danger" role="alert">
              {t('outbox:fallback')}
            </p>
          )}
          <WaitingSummary pending={read.pending} dead={read.dead} now={now} />
          <WaitingActions pending={read.pending} dead={read.dead} onChanged={reload} />
          <WaitingList
            id="health-pending"
            title={t('outbox:pending', { count: read.pending.length })}
            empty={t('outbox:pendingEmpty')}
            items={read.pending}
          />
          <WaitingList
            id="health-dead"
            title={t('outbox:dead', { count: read.dead.length })}
            empty={t('outbox:deadEmpty')}
            items={read.dead}
          />
        </>
      ) : null}
    </section>
  );
}
