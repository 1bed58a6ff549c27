import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { getDemoModules } from '@/lib/api/endpoints/demo';
import type { DemoModule } from '@/lib/api/schemas/demo';
import { useApiError } from '@/lib/hooks/use-api-error';

import { DemoModuleList, type DemoTask } from './demo-module-list';
import { DemoTaskView } from './demo-task-view';

import './demo.css';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; modules: DemoModule[] };

/**
 * Demo (/demo, no login; spec 2 §2): the demo tasks grouped into modules; a task opens its question
 * (GET questions/{id}) with its result, and for combine-video questions the prolog, child questions
 * and epilog. 'Empty list of demo tasks' when there are none; 'Error loading demo tasks' on failure.
 */
export function DemoScreen() {
  const { t } = useTranslation(['demo', 'common']);
  const apiError = useApiError();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [task, setTask] = useState<DemoTask | null>(null);

  useEffect(() => {
    let active = true;
    getDemoModules().then(
      (modules) => {
        if (active) setLoad({ status: 'ready', modules });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ status: 'error' });
        apiError('demo:errors.tasks', error);
      },
    );
    return () => {
      active = false;
    };
  }, [apiError]);

  // A module without tasks has nothing to open: it is left out.
  const modules =
    load.status === 'ready' ? load.modules.filter((module) => module.questions.length > 0) : [];
  return (
    <ScreenFrame name="demo" title={t('demo:title')} busy={load.status === 'loading'}>
      {task ? (
        <DemoTaskView key={String(task.id)} task={task} onBack={() => setTask(null)} />
      ) : (
        <>
          <p className="demo__subtitle">{t('demo:subtitle')}</p>
          {load.status === 'loading' ? (
            <span className="spinner" role="status" aria-label={t('common:loading')} />
          ) : null}
          {load.status === 'error' ? (
            <p className="status-line status-line--danger">{t('demo:errors.tasks')}</p>
          ) : null}
          {load.status === 'ready' && modules.length === 0 ? (
            <p className="status-line">{t('demo:empty')}</p>
          ) : null}
          {modules.length > 0 ? <DemoModuleList modules={modules} onOpen={setTask} /> : null}
          <div className="demo__actions">
            <Link className="button" to={paths.start}>
              {t('demo:actions.exit')}
            </Link>
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
