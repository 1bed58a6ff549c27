import { useTranslation } from 'react-i18next';

import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';

import { countBy, formatAge, oldestAge, writeKind } from './waiting-model';

/** Counts of what waits and was refused: by kind, by employee, and the oldest waiting write's age. */
export function WaitingSummary({
  pending,
  dead,
  now,
}: {
  pending: OutboxItem[];
  dead: DeadLetter[];
  now: number;
}) {
  const { t, i18n } = useTranslation(['health', 'outbox']);
  const all = [...pending, ...dead];
  const age = oldestAge(pending, now);
  if (all.length === 0) return null;
  return (
    <div className="health-waiting__summary">
      <p>
        {age === null
          ? t('health:waiting.noneWaiting')
          : t('health:waiting.oldest', { age: formatAge(age, i18n.language) })}
      </p>
      <table className="health__table">
        <caption>{t('health:waiting.byKind')}</caption>
        <tbody>
          {countBy(all, writeKind).map(([kind, count]) => (
            <tr key={kind}>
              <th scope="row">{t(`outbox:kinds.${kind as ReturnType<typeof writeKind>}`)}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="health__table">
        <caption>{t('health:waiting.byEmployee')}</caption>
        <tbody>
          {countBy(all, (item) => item.employee).map(([employee, count]) => (
            <tr key={employee}>
              <th scope="row">{employee}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
