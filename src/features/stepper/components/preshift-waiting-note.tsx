import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDayOrTime } from '@/lib/format/dates';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { lastWaitingFlowResult } from '@/lib/outbox/waiting-matchers';

/**
 * At the pre-shift flow's start: that the employee's earlier pre-shift results (when they were made)
 * still wait to be sent, so they do not take it again just to be sure. The flow stays open to them.
 * The live region is always in the page, so the note is announced when the outbox has been read.
 */
export function PreshiftWaitingNote() {
  const { t, i18n } = useTranslation('stepper');
  const waiting = useWaitingWrites();
  const since = useMemo(() => lastWaitingFlowResult(waiting), [waiting]);
  return (
    <p className="status-line preshift-waiting" role="status">
      {since === null
        ? null
        : t('waiting.preshift', { when: formatDayOrTime(new Date(since), i18n.language) })}
    </p>
  );
}
