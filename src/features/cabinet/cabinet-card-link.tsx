import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatDayOrTime } from '@/lib/format/dates';

import type { CabinetCard } from './cabinet-cards';

/**
 * One card of the personal area: a big link with its title and, when something is unread, a badge.
 * `waitingSince`: when the results this card leads to, still waiting to be sent, were made (epoch
 * ms); the card says so under its title and stays usable.
 */
export function CabinetCardLink({
  card,
  waitingSince = null,
}: {
  card: CabinetCard;
  waitingSince?: number | null;
}) {
  const { t, i18n } = useTranslation('cabinet');
  const noteId = useId();
  const waitingId = useId();
  const title = t(`cards.${card.key}`);
  const label = card.badge === null ? title : t('cardLabel', { title, count: card.badge });
  const waiting =
    waitingSince === null ? null : (
      <span id={waitingId} className="cabinet-card__waiting">
        {t('waiting.preshift', { when: formatDayOrTime(new Date(waitingSince), i18n.language) })}
      </span>
    );
  const content = (
    <>
      <span className="cabinet-card__title">{title}</span>
      {waiting}
      {card.badge === null ? null : (
        <span className="cabinet-card__badge" aria-hidden="true">
          {card.badge}
        </span>
      )}
    </>
  );

  if (card.disabled) {
    // A link that cannot be followed now (the card reader is down): announced as disabled, with why.
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={noteId}
        className="cabinet-card cabinet-card--disabled"
      >
        {content}
        <span id={noteId} className="cabinet-card__note">
          {t('rfidUnavailable')}
        </span>
      </span>
    );
  }
  return (
    <Link
      to={card.target}
      aria-label={label}
      aria-describedby={waiting ? waitingId : undefined}
      className="cabinet-card"
    >
      {content}
    </Link>
  );
}
