import { useTranslation } from 'react-i18next';

import { SetupSwitch } from './setup-switch';
import { SetupTextField } from './setup-text-field';
import type { StepProps } from './step-props';

/** Step 2: full screen, the mouse cursor and the zoom (default zoom, server zoom priority). */
export function DisplayStep(props: StepProps) {
  const { t } = useTranslation('setup');
  return (
    <>
      <SetupSwitch label={t('display.fullscreen')} field="fullscreen" step={props} />
      <SetupSwitch label={t('display.cursor')} field="cursor" step={props} />
      <SetupTextField
        label={t('display.zoom')}
        hint={t('display.zoomHint')}
        numeric
        field="defaultZoom"
        step={props}
      />
      <SetupSwitch
        label={t('display.serverZoomPriority')}
        field="serverZoomPriority"
        step={props}
      />
    </>
  );
}
