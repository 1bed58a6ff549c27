import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { detectPlatform } from '@/lib/bridge/platform';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { lastWaitingFlowResult } from '@/lib/outbox/waiting-matchers';
import { selectIsRfidWork, selectModules, selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import { CabinetCardLink } from './cabinet-card-link';
import { cabinetCards } from './cabinet-cards';
import './cabinet.css';

/**
 * The personal area (/cabinet): the cards the modules and the employee allow, and Exit. The
 * pre-shift card says when the employee's pre-shift results still wait to be sent, so nobody takes
 * it again just to be sure; it stays usable (the spec lets an employee take the flow).
 */
export function CabinetScreen() {
  const { t } = useTranslation('cabinet');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const modules = useAppSelector(selectModules);
  const settings = useAppSelector(selectSettings);
  const rfidWorking = useAppSelector(selectIsRfidWork);
  const waiting = useWaitingWrites();
  const preshiftWaiting = useMemo(() => lastWaitingFlowResult(waiting), [waiting]);

  const cards = user
    ? cabinetCards({ modules, user, settings, platform: detectPlatform(), rfidWorking })
    : [];

  const exit = () => {
    dispatch(loggedOut());
    void navigate(paths.start);
  };

  return (
    <main className="screen cabinet">
      <h1 className="screen__title">{t('title')}</h1>
      <nav aria-label={t('cardsLabel')}>
        <ul className="cabinet__cards">
          {cards.map((card) => (
            <li key={card.key}>
              <CabinetCardLink
                card={card}
                waitingSince={card.key === 'preshift' ? preshiftWaiting : null}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="cabinet__footer">
        <button type="button" className="button button--danger cabinet__exit" onClick={exit}>
          {t('exit')}
        </button>
      </div>
    </main>
  );
}
