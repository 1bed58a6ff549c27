import { useTranslation } from 'react-i18next';

import type { ShellLogRecord } from '@shared/ipc-contract';

import { serializeDetails } from '@/lib/bridge/log-details';
import { useShellLog } from '@/lib/bridge/use-shell-log';
import { formatDateTime } from '@/lib/format/dates';
import { recentLogRecords, type LogRecord } from '@/lib/log';

import { RECENT_ERRORS_SHOWN } from '../health-constants';

/** The longest details text a line shows. */
const DETAILS_CHARS = 400;

/** A line of either log: the page's or the desktop shell's. */
type ErrorLine = LogRecord & { source: 'page' | 'shell' };

/** The page's and the shell's lines together, the newest first, at most RECENT_ERRORS_SHOWN. */
export function mergeErrorLines(
  page: readonly LogRecord[],
  shell: readonly ShellLogRecord[],
): ErrorLine[] {
  const fromShell = shell.map(({ time, level, message, details }): ErrorLine => ({
    at: Date.parse(time) || 0,
    level,
    message,
    details,
    source: 'shell',
  }));
  // Both lists come oldest first: reversed, lines of the same millisecond keep their order too.
  return [...page.map((record): ErrorLine => ({ ...record, source: 'page' })), ...fromShell]
    .reverse()
    .sort((a, b) => b.at - a.at)
    .slice(0, RECENT_ERRORS_SHOWN);
}

/**
 * Recent errors: the newest warnings and errors of the kiosk's log, the page's (secrets redacted)
 * and the desktop shell's, newest first.
 */
export function ErrorsSection() {
  const { t, i18n } = useTranslation('health');
  const records = mergeErrorLines(recentLogRecords(), useShellLog());
  return (
    <section className="health__section" aria-labelledby="health-errors">
      <h2 id="health-errors">{t('errors.title', { count: records.length })}</h2>
      {records.length === 0 ? <p>{t('errors.none')}</p> : null}
      <ol className="health__log">
        {records.map((record, index) => (
          <li
            key={`${record.source}-${record.at}-${index}`}
            className={`health__log-${record.level}`}
          >
            <time dateTime={new Date(record.at).toISOString()}>
              {formatDateTime(new Date(record.at), i18n.language)}
            </time>{' '}
            {record.source === 'shell' ? <span>{t('errors.shell')} </span> : null}
            <strong>{record.message}</strong>
            {record.details === undefined ? null : (
              <code>
                {' '}
                {typeof record.details === 'string' && record.source === 'shell'
                  ? record.details.slice(0, DETAILS_CHARS)
                  : serializeDetails(record.details, DETAILS_CHARS)}
              </code>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
