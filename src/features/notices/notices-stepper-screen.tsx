import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Notice, NoticeAction } from '@/lib/api/schemas/notices';

import { stepperNotices } from './notice-list-model';
import { NoticeStep } from './notice-step';
import { NoticesFailed, NoticesLoading } from './notices-status';
import { useNoticeAction } from './use-notice-action';
import { useNoticeWaits } from './use-notice-waits';
import { useNotices } from './use-notices';
import { useStepperExit } from './use-stepper-exit';
import './notices.css';
import './notice-detail.css';

const NONE: ReadonlySet<string> = new Set();

/**
 * /notices, and the access guard's screen for an employee with block_notifications (spec 1 §2
 * rule 5, spec 2 §2, §4): the unread notices one per step by priority ascending. An action runs
 * its callbacks and advances; after the last step the stepper returns to the previous screen.
 * A notice that does not block offers Back. Once no blocking notice is left the block is lifted.
 * A notice whose action waits in the outbox was acted on here: its buttons are disabled with a
 * note, Next goes on, and it blocks no more; so it stays once its action has been sent.
 */
export function NoticesStepperScreen() {
  const { t } = useTranslation('notices');
  const { state, reload } = useNotices('notices:errors.loadImportant');
  const { run, busy } = useNoticeAction();
  const { guarded, release, leave } = useStepperExit();
  const waits = useNoticeWaits();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<string[]>([]);
  const steps = useMemo(
    () => (state.status === 'ready' ? stepperNotices(state.notices) : []),
    [state],
  );
  // The notices seen waiting here stay acted on once their callbacks have been sent: the list was
  // loaded while they waited, and their actions must not be offered again when the wait ends.
  const [actedOn, setActedOn] = useState<ReadonlySet<string>>(NONE);
  const newlyWaiting = busy
    ? []
    : steps.filter((notice) => waits(notice) && !actedOn.has(notice.uuid));
  if (newlyWaiting.length > 0)
    setActedOn(new Set([...actedOn, ...newlyWaiting.map((notice) => notice.uuid)]));
  const handled = (notice: Notice) => waits(notice) || actedOn.has(notice.uuid);
  const blocking = (notice: Notice) => notice.blocked && !handled(notice);
  const blockingLeft = (handled: string[]) =>
    steps.some((notice) => blocking(notice) && !handled.includes(notice.uuid));
  // Only before anything is done here: an action in flight is briefly a waiting write, and once an
  // action is done the stepper goes on to the notices left (leave() lifts the block at the end).
  const nothingBlocks =
    state.status === 'ready' && !busy && done.length === 0 && !steps.some(blocking);

  useEffect(() => {
    // Nothing blocks (any more): an employee flagged by the server is not kept here.
    if (nothingBlocks) release();
  }, [nothingBlocks, release]);

  const current = steps[Math.min(index, steps.length - 1)];
  const advance = (notice: Notice) => {
    const handled = [...done, notice.uuid];
    setDone(handled);
    if (index + 1 < steps.length) setIndex(index + 1);
    else leave(blockingLeft(handled));
  };
  const act = async (action: NoticeAction) => {
    if (!current || handled(current) || !(await run(action))) return;
    advance(current);
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
          onBack={canGoBack(blocking(current)) ? () => leave(blockingLeft(done)) : undefined}
          waiting={waits(current)}
          onNext={handled(current) ? () => advance(current) : undefined}
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
