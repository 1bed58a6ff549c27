import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getScreensaver } from '@/lib/api/endpoints/screensaver';
import type { Screensaver } from '@/lib/api/schemas/screensaver';
import { log } from '@/lib/log';

import { ScreensaverContent } from './screensaver-content';
import './screensaver.css';

/**
 * The idle overlay over the whole kiosk: the screensaver from screensavers/{uuid} and 'To unlock,
 * tap on the screen'. A load or parse failure is logged without a message (spec 2 §8): the overlay
 * then shows only the unlock text. Any tap unlocks (the idle countdown hears it).
 */
export function ScreensaverOverlay({ uuid }: { uuid: string | null }) {
  const { t } = useTranslation('screensaver');
  const [screensaver, setScreensaver] = useState<Screensaver | null>(null);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (!uuid) return undefined;
    let live = true;
    getScreensaver(uuid).then(
      (loaded) => live && setScreensaver(loaded),
      (error: unknown) => log.warn('screensaver: could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [uuid]);

  return (
    <div className="screensaver" role="dialog" aria-modal="true" aria-label={t('label')}>
      {screensaver ? <ScreensaverContent screensaver={screensaver} now={now} /> : null}
      <p className="screensaver__unlock">{t('unlock')}</p>
    </div>
  );
}
