import { useTranslation } from 'react-i18next';

import { NOTICE_TYPES, type NoticeType } from '@/lib/api/schemas/notices';

import { NO_FILTERS, type NoticeFilters as Filters, type SortOrder } from './notice-list-model';

export interface NoticeFiltersProps {
  filters: Filters;
  order: SortOrder;
  onFilters: (filters: Filters) => void;
  onOrder: (order: SortOrder) => void;
}

const SORT_ORDERS: SortOrder[] = ['desc', 'asc'];

const toggled = (types: NoticeType[], type: NoticeType) =>
  types.includes(type) ? types.filter((item) => item !== type) : [...types, type];

/** The list's filter toggles (New, Unread, by type: added together) and the date sort order. */
export function NoticeFilters({ filters, order, onFilters, onOrder }: NoticeFiltersProps) {
  const { t } = useTranslation('notices');
  const chip = (pressed: boolean) => `button notice-chip${pressed ? ' notice-chip--on' : ''}`;
  const active = filters.onlyNew || filters.onlyUnread || filters.types.length > 0;
  return (
    <div className="notice-filters">
      <div className="notice-filters__group" role="group" aria-label={t('filters.label')}>
        <button
          type="button"
          className={chip(filters.onlyNew)}
          aria-pressed={filters.onlyNew}
          onClick={() => onFilters({ ...filters, onlyNew: !filters.onlyNew })}
        >
          {t('filters.new')}
        </button>
        <button
          type="button"
          className={chip(filters.onlyUnread)}
          aria-pressed={filters.onlyUnread}
          onClick={() => onFilters({ ...filters, onlyUnread: !filters.onlyUnread })}
        >
          {t('filters.unread')}
        </button>
      </div>
      <div className="notice-filters__group" role="group" aria-label={t('filters.byType')}>
        {NOTICE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`${chip(filters.types.includes(type))} notice-chip--${type}`}
            aria-pressed={filters.types.includes(type)}
            onClick={() => onFilters({ ...filters, types: toggled(filters.types, type) })}
          >
            {t(`types.${type}`)}
          </button>
        ))}
      </div>
      <div className="notice-filters__group" role="group" aria-label={t('sort.label')}>
        {SORT_ORDERS.map((value) => (
          <button
            key={value}
            type="button"
            className={chip(order === value)}
            aria-pressed={order === value}
            onClick={() => onOrder(value)}
          >
            {t(`sort.${value}`)}
          </button>
        ))}
      </div>
      <div className="notice-filters__group">
        {active ? (
          <button
            type="button"
            className="button notice-chip"
            onClick={() => onFilters(NO_FILTERS)}
          >
            {t('filters.reset')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
