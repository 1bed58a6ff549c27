import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { log } from '@/lib/log';
import { discardDeadLetters, sendOutboxNow } from '@/lib/outbox/outbox';
import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';

import { DiscardConfirm } from './discard-confirm';
import { buildOutboxExport, downloadText } from './outbox-export';

type Done = 'sent' | 'exported' | 'discarded' | 'failed' | null;

const exportName = (now: Date) =>
  `safety-terminal-outbox-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;

/** Send now, export (one JSON file with photos and signatures, never a token) and discard refused. */
export function WaitingActions({
  pending,
  dead,
  onChanged,
}: {
  pending: OutboxItem[];
  dead: DeadLetter[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('health');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const run = (action: () => Promise<Exclude<Done, null>>) => () =>
    void action().then(setDone, (error: unknown) => {
      log.error('a health screen action on the outbox failed', String(error));
      setDone('failed');
    });

  const sendNow = run(async () => {
    await sendOutboxNow();
    log.info(`the installer asked to send the ${pending.length} waiting writes now`);
    onChanged();
    return 'sent';
  });
  const exportAll = run(async () => {
    const now = new Date();
    const file = await buildOutboxExport({ pending, dead }, now);
    downloadText(JSON.stringify(file, null, 2), exportName(now));
    log.info(`the installer exported ${pending.length} waiting and ${dead.length} refused writes`);
    return 'exported';
  });
  const discard = run(async () => {
    setConfirming(false);
    await discardDeadLetters();
    onChanged();
    return 'discarded';
  });

  return (
    <div className="health-waiting__actions">
      <button type="button" className="button" disabled={pending.length === 0} onClick={sendNow}>
        {t('waiting.sendNow')}
      </button>
      <button
        type="button"
        className="button"
        disabled={pending.length + dead.length === 0}
        onClick={exportAll}
      >
        {t('waiting.export')}
      </button>
      <button
        type="button"
        className="button"
        disabled={dead.length === 0 || confirming}
        onClick={() => setConfirming(true)}
      >
        {t('waiting.discard.button')}
      </button>
      {confirming ? (
        <DiscardConfirm
          count={dead.length}
          onConfirm={discard}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {done ? (
        <p className="status-line" role="status">
          {t(`waiting.done.${done}`)}
        </p>
      ) : null}
    </div>
  );
}
