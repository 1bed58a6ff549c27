import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import { paths } from '@/config/paths';

import { AddressError } from './address-error';
import type { DemoTask } from './demo-module-list';
import { DemoQuestionRun } from './demo-question-run';
import { useDemoQuestion } from './use-demo-question';

export interface DemoTaskViewProps {
  task: DemoTask;
  /** Back to the list of tasks. */
  onBack: () => void;
}

/** One task of /demo: its question loaded by id and run, then back to the list (or start again). */
export function DemoTaskView({ task, onBack }: DemoTaskViewProps) {
  const { t } = useTranslation(['demo', 'common']);
  const navigate = useNavigate();
  const load = useDemoQuestion(String(task.id));
  return (
    <div className="demo-task-view">
      <div className="demo__actions">
        <button type="button" className="button" onClick={onBack}>
          {t('demo:actions.back')}
        </button>
      </div>
      {load.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {load.status === 'error' ? <AddressError message={t('demo:errors.question')} /> : null}
      {load.status === 'ready' ? (
        <DemoQuestionRun
          data={load.data}
          onTimeExpired={() => navigate(paths.start)}
          renderActions={(seconds, restart) => (
            <>
              <button type="button" className="button" onClick={restart}>
                {t('demo:actions.restart')}
              </button>
              <button type="button" className="button button--primary" onClick={onBack}>
                {t('demo:actions.toList')}
              </button>
              <ExitTimerRing seconds={seconds} onExpire={onBack} />
            </>
          )}
        />
      ) : null}
    </div>
  );
}
