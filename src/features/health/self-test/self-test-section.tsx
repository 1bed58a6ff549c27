import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getConfigProblems } from '@/config/config-problems';
import { getKiosk } from '@/lib/bridge/kiosk';
import { log } from '@/lib/log';
import { readOutbox } from '@/lib/outbox/outbox';
import { selectIsRfidWork } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import type { ServerReport } from '../server/server-check';
import { downloadText } from '../waiting/outbox-export';
import { resultsText, runSelfTest, type CheckId, type CheckResult } from './self-test';

/** Self-test: one button runs every check; the pass/fail list can be copied or saved as a file. */
export function SelfTestSection({
  server,
  installerCode,
}: {
  server: (() => Promise<ServerReport>) | null;
  installerCode: boolean;
}) {
  const { t } = useTranslation('health');
  const rfidWorking = useAppSelector(selectIsRfidWork);
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const name = (id: CheckId) => t(`selfTest.checks.${id}`);

  const run = async () => {
    setRunning(true);
    setCopied(null);
    const next = await runSelfTest({
      server,
      readOutbox,
      configProblems: () => getConfigProblems().length,
      installerCode,
      kiosk: getKiosk(),
      rfidWorking,
    });
    log.info(
      'self-test',
      resultsText(next, (id) => id),
    );
    setResults(next);
    setRunning(false);
  };
  const copy = () =>
    void (navigator.clipboard?.writeText(resultsText(results ?? [], name)) ?? Promise.reject())
      .then(() => setCopied('copied'))
      .catch(() => setCopied('copyFailed'));

  return (
    <section className="health__section" aria-labelledby="health-self-test" aria-busy={running}>
      <h2 id="health-self-test">{t('selfTest.title')}</h2>
      <button
        type="button"
        className="button button--primary"
        disabled={running}
        onClick={() => void run()}
      >
        {t(running ? 'selfTest.running' : 'selfTest.run')}
      </button>
      {results ? (
        <>
          <ul className="health__lines" aria-label={t('selfTest.results')}>
            {results.map(({ id, verdict, detail }) => (
              <li key={id} className={verdict === 'fail' ? 'health__bad' : undefined}>
                {t(`selfTest.verdict.${verdict}`)}: {name(id)}
                {detail ? ` — ${detail}` : null}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={copy}>
            {t('selfTest.copy')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              downloadText(
                resultsText(results, name),
                'safety-terminal-self-test.txt',
                'text/plain',
              )
            }
          >
            {t('selfTest.export')}
          </button>
          {copied ? <p role="status">{t(`selfTest.${copied}`)}</p> : null}
          <textarea
            readOnly
            className="health__copy"
            aria-label={t('selfTest.text')}
            value={resultsText(results, name)}
          />
        </>
      ) : null}
    </section>
  );
}
