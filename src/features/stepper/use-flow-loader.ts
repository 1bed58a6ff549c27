import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { getFlows } from '@/lib/api/endpoints/flows';
import { isApiError, serverDetail } from '@/lib/api/errors';
import type { Platform } from '@/lib/api/client';
import { useErrorExit } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { fatalErrorRaised, selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { resolveFlowId, runEducations, type FlowRequest } from './flow-request';
import type { RunEducation } from './run-model';
import type { DroppedStep } from './step-availability';
import type { Devices } from './use-devices';

/** Logs every step this terminal leaves out, and why (docs/api-contract.md "Device steps"). */
function reportDropped(dropped: DroppedStep[]) {
  for (const { step, reason, fatal } of dropped) {
    const line = `flow: the ${step.name} step "${step.title}" (${step.uuid}) is left out: ${reason}`;
    if (fatal) log.error(line, { typeError: fatal });
    else if (reason === 'platform') log.info(line);
    else log.warn(line);
  }
}

/** Where loading a flow stands. */
export type LoadState =
  | { status: 'loading' }
  | { status: 'noAssigned' }
  | { status: 'noListSteps' }
  | { status: 'loaded'; educations: RunEducation[] };

/** Loads the educations of a request (spec 1 §4, §7); errors show their toast and leave the flow. */
export function useFlowLoader(
  request: FlowRequest,
  platform: Platform,
  devices: Devices,
  enabled: boolean,
): LoadState {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorExit = useErrorExit();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const flowId = user && settings ? resolveFlowId(request, user, settings) : null;
  const employee = user?.uuid;

  useEffect(() => {
    if (!enabled || !employee || !flowId) return undefined;
    let current = true;
    getFlows({
      flowId,
      employeeUuid: employee,
      appointment: request.appointment ?? undefined,
    }).then(
      (flows) => {
        if (!current) return;
        const { educations, dropped } = runEducations(flows, platform, devices, request.source);
        reportDropped(dropped);
        const fatal = dropped.find((entry) => entry.fatal !== null)?.fatal;
        if (fatal) {
          dispatch(fatalErrorRaised(fatal));
          return;
        }
        if (flows.length === 0) setState({ status: 'noAssigned' });
        else if (educations.length === 0) setState({ status: 'noListSteps' });
        else setState({ status: 'loaded', educations });
      },
      (error: unknown) => {
        if (!current) return;
        log.error('loading the flow failed', error);
        const messageKey =
          isApiError(error) && error.kind === 'invalid'
            ? 'stepper:errors.loadQuestions'
            : 'stepper:errors.loadTraining';
        dispatch(toastShown({ kind: 'error', messageKey, detail: serverDetail(error) }));
        navigate(errorExit, { replace: true });
      },
    );
    return () => {
      current = false;
    };
    // The devices and platform are read once per load; a change of them does not reload the flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, employee, flowId, request.appointment]);

  // No flow to load at all (no given, personal or pre-shift flow): nothing is assigned.
  return enabled && employee && !flowId ? { status: 'noAssigned' } : state;
}
