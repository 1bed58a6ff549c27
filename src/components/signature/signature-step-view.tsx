import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignatureCanvas from 'react-signature-canvas';

import { useCountdown } from '@/lib/hooks/use-countdown';
import { log } from '@/lib/log';

import { dataUrlToBlob } from './data-url-to-blob';
import { SIGNATURE_MIME, SIGNATURE_SECONDS } from './signature-constants';
import type {
  SignatureActionsOptions,
  SignatureFailure,
  SignatureStepViewProps,
} from './signature-contract';
import { SignaturePad } from './signature-pad';

import './signature.css';

/** The drawing as a PNG Blob, or null when nothing is drawn (a failure to encode is only logged). */
function savePng(pad: SignatureCanvas | null): Blob | null {
  if (!pad || pad.isEmpty()) return null;
  try {
    return dataUrlToBlob(pad.toDataURL(SIGNATURE_MIME));
  } catch (error) {
    log.error('signature: the image could not be made', error);
    return null;
  }
}

/** The host's buttons, rendered as their own component so the host's render prop runs there. */
function HostActions({
  render,
  ...options
}: SignatureActionsOptions & { render: SignatureStepViewProps['renderActions'] }) {
  return render(options);
}

/** The signature step (spec 2 §4): tap to open the canvas, sign, and the host's action saves it. */
export function SignatureStepView({ required, onFinish, renderActions }: SignatureStepViewProps) {
  const { t } = useTranslation('stepper');
  const pad = useRef<SignatureCanvas>(null);
  const done = useRef(false);
  const [open, setOpen] = useState(false);
  const [signed, setSigned] = useState(false);
  const [finished, setFinished] = useState(false);
  const [failure, setFailure] = useState<SignatureFailure | null>(null);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    setFinished(true);
    pad.current?.off();
    const png = signed ? savePng(pad.current) : null;
    if (png) {
      onFinish({ png });
      return;
    }
    const reason: SignatureFailure = required ? 'expired' : 'noTouch';
    log.warn(`signature: no touch by finger or mouse (${reason})`);
    setFailure(reason);
    onFinish({ png: null, reason });
  };
  const { left } = useCountdown(SIGNATURE_SECONDS, { running: !finished, onExpire: finish });
  const disabled = !signed || finished || left === 0;
  const clear = () => {
    pad.current?.clear();
    setSigned(false);
  };

  return (
    <div className="signature">
      {required ? (
        <p className="signature__warning" role="status">
          {t('signature.required')}
        </p>
      ) : null}
      <p className="signature__timer" role="timer">
        {t('signature.timer', { seconds: left })}
      </p>
      {open ? (
        <>
          <p className="signature__hint">{t('signature.drawHint')}</p>
          <SignaturePad
            padRef={pad}
            label={t('signature.canvasLabel')}
            onStrokeEnd={() => setSigned(!finished)}
          />
        </>
      ) : (
        <button
          type="button"
          className="signature__tap"
          disabled={finished}
          onClick={() => setOpen(true)}
        >
          {t('signature.tapArea')}
        </button>
      )}
      {signed && !finished ? (
        <button type="button" className="button signature__clear" onClick={clear}>
          {t('signature.clear')}
        </button>
      ) : null}
      {failure ? (
        <div className="signature__errors" role="alert">
          <p>{t('signature.noTouch')}</p>
          {failure === 'expired' ? <p>{t('signature.expired')}</p> : null}
        </div>
      ) : null}
      <HostActions
        render={renderActions}
        disabled={disabled}
        onAction={() => {
          if (!disabled) finish();
        }}
        seconds={left}
        totalSeconds={SIGNATURE_SECONDS}
      />
    </div>
  );
}
