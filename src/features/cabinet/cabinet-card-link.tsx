import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { CabinetCard } from './cabinet-cards';

/** One card of the personal area: a big link with its title and, when something is unread, a badge. */
export function CabinetCardLink({ card }: { card: CabinetCard }) {
  const { t } = useTranslation('cabinet');
  const noteId = useId();
  const title = t(`cards.${card.key}`);
  const label = card.badge === null ? title : t('cardLabel', { title, count: card.badge });
  const content = (
    <>
      <span className="cabinet-card__title">{title}</span>
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
    <Link to={card.target} aria-label={label} className="cabinet-card">
      {content}
    </Link>
  );
}
