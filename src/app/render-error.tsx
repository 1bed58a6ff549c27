import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ErrorScreen } from '@/features/system/error-screen';
import { log } from '@/lib/log';
import { notFatalErrorRecorded, selectNotFatalErrors } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What a render error shows (spec 1 §8): records the error, shows an alert with its message and
 * the error screen; the alert is left out once more than one non-fatal error is recorded.
 */
export function RenderError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const recorded = useAppSelector(selectNotFatalErrors);
  const message = messageOf(error);
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    log.error('render error', error);
    dispatch(notFatalErrorRecorded(message));
  }, [dispatch, error, message]);

  return (
    <>
      {recorded.length <= 1 ? (
        <div className="alert alert--danger" role="alert">
          {t('renderError', { message })}
        </div>
      ) : null}
      <ErrorScreen />
    </>
  );
}

interface BoundaryProps {
  /** A new value (the next address) takes the error away and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

type BoundaryState =
  { resetKey: string; failed: false } | { resetKey: string; failed: true; error: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false };
  }

  override render() {
    return this.state.failed ? <RenderError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The render-error boundary: an error thrown while rendering `children` (a failed screen load too)
 * shows RenderError in their place until the address changes, as the data router's errorElement did.
 */
export function RenderErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
