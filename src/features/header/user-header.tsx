import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { DeviceInfoSlot } from '@/components/device-info/device-info-slot';
import { HeaderLogo } from '@/components/layout/header-logo';
import { LanguagePicker } from '@/components/ui/language-picker';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import type { HeaderPopover } from './header-constants';
import { MonthBars } from './month-bars';
import { NotificationBell } from './notification-bell';
import { useHeaderDisclosure } from './use-header-disclosure';
import { useSessionPolling } from './use-session-polling';
import './header.css';

const ChevronIcon = () => (
  <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden>
    <path strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
  </svg>
);

/**
 * The logged-in header: logo, the employee's name, number and first position, the notifications
 * bell, the monthly bars (not on the classroom route) and the language picker. It runs the
 * session polling while it is mounted. On a phone (header.css) it is one row of logo, name and
 * bell, with the rest behind a disclosure toggle.
 */
export function UserHeader() {
  const { t } = useTranslation('header');
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const { bell } = useSessionPolling();
  const [popover, setPopover] = useState<HeaderPopover | null>(null);
  const close = () => setPopover(null);
  const { expanded, headerRef, toggleRef, ...details } = useHeaderDisclosure(close);
  const detailsId = useId();
  if (!user) return null;

  const toggle = (next: HeaderPopover) => setPopover((current) => (current === next ? null : next));

  const position = user.position[0];
  // Until the bell's own call answers, the login's unread count stands in.
  const count = bell?.count ?? (user.unread_notifications || user.count_new_notification);
  return (
    <header
      ref={headerRef}
      className={expanded ? 'app-header user-header user-header--open' : 'app-header user-header'}
    >
      <HeaderLogo alt={t('logoAlt')} />
      <div className="user-header__user">
        <span className="user-header__name">{user.title}</span>
        <span className="user-header__number">{t('user.number', { number: user.number })}</span>
      </div>
      <NotificationBell
        count={count}
        notices={bell?.notifications ?? []}
        open={popover === 'bell'}
        onToggle={() => {
          details.close();
          toggle('bell');
        }}
        onClose={close}
      />
      <button
        ref={toggleRef}
        type="button"
        className="icon-button user-header__toggle"
        aria-label={t('details.toggle')}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => {
          close();
          details.toggle();
        }}
      >
        <ChevronIcon />
      </button>
      <div id={detailsId} className="user-header__details">
        <span className="user-header__position">
          {position?.title || position?.name || t('user.noPosition')}
        </span>
        {pathname === paths.electronicCoursesClass ? null : (
          <MonthBars
            competence={user.competence}
            risks={user.risks}
            popover={popover}
            onToggle={toggle}
            onClose={close}
          />
        )}
        <span className="app-header__spacer" />
        <DeviceInfoSlot />
        <LanguagePicker />
      </div>
    </header>
  );
}
