import { useEffect, useState } from 'react';

import { getDialogs } from '@/lib/api/endpoints/feedback';
import type { Option } from '@/lib/api/schemas/common';
import type { FeedbackDialog } from '@/lib/api/schemas/feedback';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useLatest } from '@/lib/hooks/use-latest';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { themeOptions, withThemeTitles } from './feedback-rules';

export type DialogListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; dialogs: FeedbackDialog[]; themes: Option[] };

/** Loads the employee's dialogs and the filter's themes; a failure shows 'Dialogs loading error'. */
export function useDialogList(): DialogListState {
  const id = useAppSelector(selectUser)?.id;
  // A query is text; as text the effect's dependency also stays the same for 52 and "52".
  const employeeId = id === undefined ? null : String(id);
  const report = useLatest(useApiError());
  const [state, setState] = useState<DialogListState>({ status: 'loading' });

  useEffect(() => {
    if (!employeeId) return undefined;
    let current = true;
    getDialogs(employeeId).then(
      ({ dialogs, themes }) => {
        if (!current) return;
        setState({
          status: 'ready',
          dialogs: withThemeTitles(dialogs, themes),
          themes: themeOptions(themes, dialogs),
        });
      },
      (error: unknown) => {
        if (!current) return;
        report.current('feedback:errors.dialogs', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [employeeId, report]);

  return state;
}
