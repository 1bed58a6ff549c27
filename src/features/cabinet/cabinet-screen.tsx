import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { detectPlatform } from '@/lib/bridge/platform';
import { selectIsRfidWork, selectModules, selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import { CabinetCardLink } from './cabinet-card-link';
import { cabinetCards } from './cabinet-cards';
import './cabinet.css';

/** The personal area (/cabinet): the cards the modules and the employee allow, and Exit. */
export function CabinetScreen() {
  const { t } = useTranslation('cabinet');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const modules = useAppSelector(selectModules);
  const settings = useAppSelector(selectSettings);
  const rfidWorking = useAppSelector(selectIsRfidWork);

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
              <CabinetCardLink card={card} />
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
