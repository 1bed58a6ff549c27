import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { NoticeAction } from '@/lib/api/schemas/notices';

import { stepperNotices } from './notice-list-model';
import { NoticeStep } from './notice-step';
import { NoticesFailed, NoticesLoading } from './notices-status';
import { useNoticeAction } from './use-notice-action';
import { useNotices } from './use-notices';
import { useStepperExit } from './use-stepper-exit';
import './notices.css';
import './notice-detail.css';

/**
 * /notices, and the access guard's screen for an employee with block_notifications (spec 1 §2
 * rule 5, spec 2 §2, §4): the unread notices one per step by priority ascending. An action runs
 * its callbacks and advances; after the last step the stepper returns to the previous screen.
 * A notice that does not block offers Back. Once no blocking notice is left the block is lifted.
 */
export function NoticesStepperScreen() {
  const { t } = useTranslation('notices');
  const { state, reload } = useNotices('notices:errors.loadImportant');
  const { run, busy } = useNoticeAction();
  const { guarded, release, leave } = useStepperExit();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<string[]>([]);
  const steps = useMemo(
    () => (state.status === 'ready' ? stepperNotices(state.notices) : []),
    [state],
  );
  const blockingLeft = (handled: string[]) =>
    steps.some((notice) => notice.blocked && !handled.includes(notice.uuid));
  const nothingBlocks = state.status === 'ready' && !steps.some((notice) => notice.blocked);

  useEffect(() => {
    // Nothing blocks (any more): an employee flagged by the server is not kept here.
    if (nothingBlocks) release();
  }, [nothingBlocks, release]);

  const current = steps[Math.min(index, steps.length - 1)];
  const act = async (action: NoticeAction) => {
    if (!current || !(await run(action))) return;
    const handled = [...done, current.uuid];
    setDone(handled);
    if (index + 1 < steps.length) setIndex(index + 1);
    else leave(blockingLeft(handled));
  };
  const canGoBack = (blocked: boolean) => !blocked && !(guarded && blockingLeft(done));

  const body = () => {
    if (state.status === 'loading') return <NoticesLoading />;
    if (state.status === 'failed') {
      return <NoticesFailed messageKey="errors.loadImportant" onRetry={reload} />;
    }
    if (!current) {
      return (
        <>
          <p className="status-line">{t('empty.stepper')}</p>
          <button type="button" className="button" onClick={() => leave(false)}>
            {t('actions.back')}
          </button>
        </>
      );
    }
    return (
      <>
        <p className="notice-step__progress">
          {t('stepper.progress', { current: index + 1, total: steps.length })}
        </p>
        <NoticeStep
          key={current.uuid}
          notice={current}
          busy={busy}
          onAction={(action) => void act(action)}
          onBack={canGoBack(current.blocked) ? () => leave(blockingLeft(done)) : undefined}
        />
      </>
    );
  };

  return (
    <main className="screen notices-stepper">
      <h1 className="screen__title">{t('importantTitle')}</h1>
      {body()}
    </main>
  );
}
