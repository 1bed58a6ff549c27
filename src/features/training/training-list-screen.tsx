import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import type { TrainingRow } from '@/lib/api/schemas/training';
import { useTimeout } from '@/lib/hooks/use-timeout';

import { TrainingRowItem } from './training-row';
import {
  NO_QUESTIONS_WARNING_MS,
  rowsOfTab,
  type TrainingKind,
  type TrainingTab,
} from './training-rules';
import { useTrainingList } from './use-training-list';
import './training.css';

const tabs: TrainingTab[] = ['all', 'new', 'passed'];

/** What a list hands the route when a row opens: the stepper then runs that appointment's flow. */
export interface OpenTraining {
  flowId: string;
  appointment: string;
  threshold: number;
}

export interface TrainingListScreenProps {
  kind: TrainingKind;
  /** Opens a row's flow (the app routes it to the stepper). */
  onOpen: (open: OpenTraining) => void;
}

/** /extra-education and /targeted_training: the appointments with the tabs All, New and Passed. */
export function TrainingListScreen({ kind, onOpen }: TrainingListScreenProps) {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const state = useTrainingList(kind);
  const [tab, setTab] = useState<TrainingTab>('all');
  const [warning, setWarning] = useState(false);
  const [now] = useState(() => Date.now());
  useTimeout(() => setWarning(false), NO_QUESTIONS_WARNING_MS, warning);

  const open = (row: TrainingRow) => {
    if (!row.flow) {
      setWarning(true);
      return;
    }
    onOpen({
      flowId: row.flow.uuid,
      appointment: row.appointment.uuid,
      threshold: row.threshold_of_passage,
    });
  };
  const rows = state.status === 'loaded' ? rowsOfTab(state.rows, tab, now) : [];

  return (
    <main className="screen training">
      <h1 className="screen__title">{t(kind === 'extra' ? 'titles.extra' : 'titles.targeted')}</h1>
      <div className="training__tabs" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`button ${tab === name ? 'button--primary' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {warning ? (
        <p role="alert" className="status-line tone--warning">
          {t('warnings.noQuestions')}
        </p>
      ) : null}
      {state.status === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
      {state.status === 'networkError' ? (
        <p role="alert" className="status-line tone--danger">
          {t('errors.network')}
        </p>
      ) : null}
      {state.status === 'failed' || (state.status === 'loaded' && rows.length === 0) ? (
        <p className="status-line">{t('empty.noAssigned')}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul
          className="training__rows"
          aria-label={t(kind === 'extra' ? 'titles.extra' : 'titles.targeted')}
        >
          {rows.map((row) => (
            <TrainingRowItem
              key={row.appointment.uuid}
              row={row}
              kind={kind}
              now={now}
              onOpen={open}
            />
          ))}
        </ul>
      ) : null}
      <div className="training__actions">
        <button type="button" className="button" onClick={() => navigate('/cabinet')}>
          {t('actions.back')}
        </button>
        <Link className="button" to="/">
          {t('actions.exit')}
        </Link>
      </div>
    </main>
  );
}
