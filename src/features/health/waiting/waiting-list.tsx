import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/dates';
import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';

import { isDead, ROWS_SHOWN, writeKind } from './waiting-model';

/** One queued or refused write: what it records, when, for whom, and why it has not arrived. */
function UnsentRow({ item }: { item: OutboxItem | DeadLetter }) {
  const { t, i18n } = useTranslation('outbox');
  return (
    <li className="health-waiting__row">
      <p className="health-waiting__what">
        <strong>{t(`kinds.${writeKind(item)}`)}</strong> <code>{item.request.path}</code>
      </p>
      <p>{t('row.made', { date: formatDateTime(new Date(item.createdAt), i18n.language) })}</p>
      <p>{t('row.employee', { employee: item.employee })}</p>
      {isDead(item) ? (
        <p className="health-waiting__error">
          {t('row.refused', {
            status: item.status,
            date: formatDateTime(new Date(item.deadAt), i18n.language),
          })}
        </p>
      ) : (
        <p>
          {t('row.attempts', { count: item.attempts })}
          {item.attempts > 0
            ? ` · ${t('row.next', { date: formatDateTime(new Date(item.nextAttemptAt), i18n.language) })}`
            : null}
        </p>
      )}
      {item.lastError ? <p className="health-waiting__error">{item.lastError}</p> : null}
    </li>
  );
}

/** A list of writes with its heading and count; long lists show their first rows and say how many more. */
export function WaitingList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: Array<OutboxItem | DeadLetter>;
}) {
  const { t } = useTranslation('outbox');
  const shown = items.slice(0, ROWS_SHOWN);
  return (
    <section className="health-waiting__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? <p>{empty}</p> : null}
      {shown.length > 0 ? (
        <ul className="health-waiting__list">
          {shown.map((item) => (
            <UnsentRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {items.length > shown.length ? (
        <p>{t('more', { count: items.length - shown.length })}</p>
      ) : null}
    </section>
  );
}
