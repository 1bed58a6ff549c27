import { useTranslation } from 'react-i18next';

import { serializeDetails } from '@/lib/bridge/log-details';
import { formatDateTime } from '@/lib/format/dates';
import { recentLogRecords } from '@/lib/log';

import { RECENT_ERRORS_SHOWN } from '../health-constants';

/** The longest details text a line shows. */
const DETAILS_CHARS = 400;

/** Recent errors: the newest warnings and errors of the kiosk's log (secrets redacted), newest first. */
export function ErrorsSection() {
  const { t, i18n } = useTranslation('health');
  const records = [...recentLogRecords()].reverse().slice(0, RECENT_ERRORS_SHOWN);
  return (
    <section className="health__section" aria-labelledby="health-errors">
      <h2 id="health-errors">{t('errors.title', { count: records.length })}</h2>
      {records.length === 0 ? <p>{t('errors.none')}</p> : null}
      <ol className="health__log">
        {records.map((record, index) => (
          <li key={`${record.at}-${index}`} className={`health__log-${record.level}`}>
            <time dateTime={new Date(record.at).toISOString()}>
              {formatDateTime(new Date(record.at), i18n.language)}
            </time>{' '}
            <strong>{record.message}</strong>
            {record.details === undefined ? null : (
              <code> {serializeDetails(record.details, DETAILS_CHARS)}</code>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
