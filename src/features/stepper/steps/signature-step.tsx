import { useRef } from 'react';

import { SignatureStepView } from '@/components/signature/signature-step-view';
import type { SignatureResult } from '@/components/signature/signature-contract';
import { TimerRingView } from '@/components/ui/timer-ring-view';
import { ringPercent } from '@/components/ui/timing';
import { useAppDispatch } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { ActionButtonList, mainAction, type StepAction } from '../components/action-buttons';
import { fileField } from '../flow-history';
import type { RunStep } from '../run-model';
import type { StepViewProps } from '../step-contract';

type SignatureStepData = Extract<RunStep, { name: 'signature' }>;

/** The signature step: the drawing becomes signature_{step}.png; a required step left unsigned sends the user to /. */
export function SignatureStep({
  step,
  stepIndex,
  record,
  buttons,
  leave,
}: StepViewProps<SignatureStepData>) {
  const dispatch = useAppDispatch();
  const chosen = useRef<StepAction>(mainAction(buttons.actions));

  const finish = async (result: SignatureResult) => {
    if (result.png) {
      const field = fileField('signature', stepIndex);
      await record({ file: `${field}.png` }, { field, blob: result.png, fileName: `${field}.png` });
      buttons.act(chosen.current);
    } else if (result.reason === 'expired') {
      dispatch(toastShown({ kind: 'error', messageKey: 'stepper:signature.expired' }));
      leave();
    } else {
      await record({ file: null });
      buttons.act(chosen.current);
    }
  };

  return (
    <SignatureStepView
      required={step.params.is_required}
      onFinish={(result) => void finish(result)}
      renderActions={(options) => (
        <div className="step-actions">
          <ActionButtonList
            actions={buttons.actions}
            disabled={options.disabled}
            onPress={(action) => {
              chosen.current = action;
              options.onAction();
            }}
          />
          <TimerRingView
            percent={ringPercent(options.totalSeconds, options.seconds)}
            left={options.seconds}
          />
        </div>
      )}
    />
  );
}
