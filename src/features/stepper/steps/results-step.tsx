import { useTranslation } from 'react-i18next';

import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';

import { ActionButtons, type StepAction } from '../components/action-buttons';
import { testResult } from '../flow-history';
import type { FlowSource, StepPosition } from '../run-model';
import { FINISH_EXIT_S } from '../stepper-timings';

export interface ResultsStepProps {
  history: FlowHistoryStep[];
  /** The pass mark passed in by the caller, in percent. */
  threshold: number;
  position: StepPosition;
  source: FlowSource;
  onAction: (action: StepAction) => void;
}

/** The test result screen (spec 1 §2, §4): score, Competent or Not competent, the answers table; Finish and exit leaves after 20 s. */
export function ResultsStep({ history, threshold, position, source, onAction }: ResultsStepProps) {
  const { t } = useTranslation('stepper');
  const result = testResult(history, threshold);
  return (
    <section className="test-result" aria-labelledby="result-title">
      <h2 id="result-title">{t('result.title')}</h2>
      <p
        className={`test-result__verdict ${result.competent ? 'test-result__verdict--ok' : 'test-result__verdict--fail'}`}
        role="status"
      >
        {t(result.competent ? 'result.competent' : 'result.notCompetent')}
      </p>
      <p>{t('result.percent', { percent: result.percent })}</p>
      <p className="status-line status-line--muted">
        {t('result.threshold', { percent: threshold })}
      </p>
      <table className="test-result__table">
        <caption>{t('result.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.columns.number')}</th>
            <th scope="col">{t('result.columns.question')}</th>
            <th scope="col">{t('result.columns.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr
              key={row.number}
              className={row.wrong ? 'row--danger' : undefined}
              aria-label={t(row.wrong ? 'result.rowWrong' : 'result.rowRight')}
            >
              <td>{row.number}</td>
              <td>{row.question}</td>
              <td>{row.answer || t('result.noAnswer')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ActionButtons
        position={position}
        source={source}
        seconds={FINISH_EXIT_S}
        onAction={onAction}
      />
    </section>
  );
}
