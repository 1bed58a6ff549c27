import { useTranslation } from 'react-i18next';

import type { Screensaver } from '@/lib/api/schemas/screensaver';
import { parseServerDate } from '@/lib/format/dates';
import { releaseOnUnmount } from '@/lib/media/release-video';

import { wholeDaysSince } from './screensaver-timing';

/** What the screensaver shows by type: the safety template, a looping muted video, or an image. */
export function ScreensaverContent({
  screensaver,
  now,
}: {
  screensaver: Screensaver;
  now: number;
}) {
  const { t } = useTranslation('screensaver');
  if (screensaver.type === 'video')
    return (
      <video
        ref={releaseOnUnmount}
        className="screensaver__media"
        src={screensaver.file}
        aria-label={t('media.videoLabel')}
        autoPlay
        loop
        muted
        playsInline
        controls={false}
        disablePictureInPicture
        controlsList="nodownload"
      />
    );
  if (screensaver.type === 'image')
    return <img className="screensaver__media" src={screensaver.file} alt={t('media.imageAlt')} />;
  const { params } = screensaver;
  const injury = wholeDaysSince(parseServerDate(params.date_last_injury), now);
  const incident = wholeDaysSince(parseServerDate(params.date_last_incident), now);
  return (
    <div className="screensaver__template">
      {params.logo_header ? (
        <img className="screensaver__logo" src={params.logo_header} alt={t('template.logoAlt')} />
      ) : null}
      {params.company_name ? <p className="screensaver__company">{params.company_name}</p> : null}
      {params.text_header ? <h2 className="screensaver__header">{params.text_header}</h2> : null}
      <dl className="screensaver__days">
        {injury !== null ? (
          <div>
            <dt>{t('template.daysWithoutInjury')}</dt>
            <dd>{injury}</dd>
          </div>
        ) : null}
        {incident !== null ? (
          <div>
            <dt>{t('template.daysWithoutIncident')}</dt>
            <dd>{incident}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
