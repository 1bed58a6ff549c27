import { useEffect, useState } from 'react';

import { getRiskReport } from '@/lib/api/endpoints/risks';
import { serverDetail } from '@/lib/api/errors';
import type { RiskReport } from '@/lib/api/schemas/risks';
import { log } from '@/lib/log';
import { reportDate } from '@/lib/risk-report';
import { useAppDispatch } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

export type RiskReportState =
  { status: 'loading' } | { status: 'ready'; report: RiskReport } | { status: 'error' };

/** Loads the employee's risk report for today; a failure shows the screen's error toast. */
export function useRiskReport(employeeUuid: string | null, errorKey: string): RiskReportState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<RiskReportState>({ status: 'loading' });

  useEffect(() => {
    if (!employeeUuid) return undefined;
    let current = true;
    getRiskReport(employeeUuid, reportDate(new Date())).then(
      (report) => {
        if (current) setState({ status: 'ready', report });
      },
      (error: unknown) => {
        if (!current) return;
        log.error('risk report failed to load', error);
        dispatch(toastShown({ kind: 'error', messageKey: errorKey, detail: serverDetail(error) }));
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [employeeUuid, errorKey, dispatch]);

  return state;
}
