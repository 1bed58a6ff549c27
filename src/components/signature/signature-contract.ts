import type { ReactNode } from 'react';

/**
 * The signature step view and its host (the pre-shift stepper now, the library later), spec 2 §4.
 *
 * The view owns the 60 s exit timer, the canvas and when the action may run; the host owns the
 * buttons (Next / Proceed / Done / Finish and exit …) and what a result means:
 *  - `{ png: Blob }`: a drawing whose stroke ended; store it as PNG `signature_{step index}`.
 *  - `{ png: null, reason }`: nothing was drawn when the action ran (only possible when the timer ran
 *    out: the buttons are disabled until a stroke ends). `reason` is 'expired' on a required step
 *    (the host sends the user to /) and 'noTouch' otherwise (the step fails, the flow goes on).
 * onFinish is called once, synchronously inside onAction or when the timer runs out (then the host
 * runs its default action: Next / Proceed / Done). The view shows the error text itself and keeps the
 * buttons off afterwards; key it by step. Skip (can_skip, dev mode, Ctrl+N) stays the host's and
 * bypasses onAction. A PNG that cannot be encoded is logged and comes back as png null.
 *
 * @example
 * <SignatureStepView
 *   required={step.params.is_required}
 *   onFinish={({ png }) => (png ? saveAndAdvance(png) : required ? navigate('/') : advance())}
 *   renderActions={({ disabled, onAction, seconds, totalSeconds }) => (
 *     <ActionButtons disabled={disabled} onNext={onAction} ringLeft={seconds} ringOf={totalSeconds} />
 *   )}
 * />
 */
export interface SignatureResult {
  png: Blob | null;
  reason?: SignatureFailure;
}

/** Why no image came back: nothing drawn ('noTouch'), or nothing drawn on a required step ('expired'). */
export type SignatureFailure = 'noTouch' | 'expired';

/** What the host's buttons get on every render. */
export interface SignatureActionsOptions {
  /** True until a stroke has ended, after Clear, once the timer ran out and once the action ran. */
  disabled: boolean;
  /** Save the signature and move on: call it from every action button (it ignores calls while disabled). */
  onAction: () => void;
  /** Whole seconds left on the exit timer (for the host's ring: ringPercent(totalSeconds, seconds)). */
  seconds: number;
  totalSeconds: number;
}

/** Props of SignatureStepView. */
export interface SignatureStepViewProps {
  /** params.is_required: warns on opening, and an empty result reports 'expired'. */
  required: boolean;
  onFinish: (result: SignatureResult) => void;
  /** The host's action buttons; the host must not run its own exit timer on this step. */
  renderActions: (options: SignatureActionsOptions) => ReactNode;
}
