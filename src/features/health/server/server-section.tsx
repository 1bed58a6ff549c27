import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/dates';
import { recentLogRecords } from '@/lib/log';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { lastFailedCall } from './last-failed-call';
import type { CallOutcome, CorsResult } from './server-check';
import type { useServerCheck } from './use-server-check';

function CallLine({ label, outcome }: { label: string; outcome: CallOutcome }) {
  const { t } = useTranslation('health');
  return (
    <li className={outcome.ok ? undefined : 'health__bad'}>
      {label}:{' '}
      {outcome.ok
        ? t('server.answered', { status: outcome.status, ms: outcome.ms })
        : t('server.noAnswer', { ms: outcome.ms, message: outcome.message })}
    </li>
  );
}

function CorsLine({ cors }: { cors: CorsResult }) {
  const { t } = useTranslation('health');
  const bad = cors.status !== 'passed';
  const text =
    cors.status === 'passed'
      ? t('server.cors.passed')
      : cors.status === 'unreachable'
        ? t('server.cors.unreachable')
        : t(cors.status === 'refused' ? 'server.cors.refused' : 'server.cors.refusedUnknown', {
            headers: cors.headers.join(', '),
          });
  return <li className={bad ? 'health__bad' : undefined}>{text}</li>;
}

/** The last failed call the kiosk logged, or that there was none. */
function LastFailure() {
  const { t, i18n } = useTranslation('health');
  const failed = lastFailedCall(recentLogRecords());
  if (!failed) return <li>{t('server.noFailure')}</li>;
  return (
    <li className="health__bad">
      {t('server.lastFailure', {
        call: failed.call,
        status: failed.status || t('server.noStatus'),
        date: formatDateTime(new Date(failed.at), i18n.language),
      })}
      {failed.message ? ` ${failed.message}` : null}
    </li>
  );
}

/** Server: host, reach, the settings call's time, the API version sent, the last failure, CORS. */
export function ServerSection({ check }: { check: ReturnType<typeof useServerCheck> }) {
  const { t } = useTranslation('health');
  const { serverHost } = useRuntimeConfig();
  const { report, running, skipped } = check;
  return (
    <section className="health__section" aria-labelledby="health-server" aria-busy={running}>
      <h2 id="health-server">{t('server.title')}</h2>
      <ul className="health__lines">
        <li>{t('server.host', { host: serverHost })}</li>
        <li>{t('server.apiVersion', { version: check.values.apiVersion })}</li>
        {skipped ? <li>{t('server.mock')}</li> : null}
        {report ? (
          <>
            <CallLine label={t('server.reach')} outcome={report.plain} />
            <CallLine label={t('server.settings')} outcome={report.settings} />
            <CorsLine cors={report.cors} />
          </>
        ) : null}
        {running ? <li role="status">{t('server.running')}</li> : null}
        <LastFailure />
      </ul>
      {skipped ? null : (
        <button type="button" className="button" disabled={running} onClick={check.again}>
          {t('server.again')}
        </button>
      )}
    </section>
  );
}
