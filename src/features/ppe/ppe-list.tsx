import { useTranslation } from 'react-i18next';

import type { PpeItem } from '@/lib/api/schemas/ppe';
import { useInViewTracker } from '@/lib/hooks/use-in-view-tracker';

export interface PpeListProps {
  items: PpeItem[];
  /** Runs when the list leaves the screen, with the uuids of the items scrolled into view. */
  onLeave: (seen: string[]) => void;
}

/** The PPE items: title, warehouse, quantity in pieces, days of use and stock balance. */
export function PpeList({ items, onLeave }: PpeListProps) {
  const { t } = useTranslation('ppe');
  const track = useInViewTracker(onLeave);
  return (
    <ul className="ppe-list" aria-label={t('title')}>
      {items.map((item) => (
        <li
          key={item.uuid}
          ref={track(item.uuid)}
          className="ppe-item"
          aria-labelledby={`ppe-${item.uuid}`}
          tabIndex={0}
        >
          <h2 id={`ppe-${item.uuid}`} className="ppe-item__title">
            {item.object.title}
          </h2>
          <dl className="ppe-item__facts">
            <div>
              <dt>{t('columns.warehouse')}</dt>
              <dd>{item.stock.title}</dd>
            </div>
            <div>
              <dt>{t('columns.quantity')}</dt>
              <dd>{t('item.quantity', { count: item.count })}</dd>
            </div>
            <div>
              <dt>{t('columns.useTime')}</dt>
              <dd>{t('item.useTime', { days: item.use_time })}</dd>
            </div>
            <div>
              <dt>{t('columns.stock')}</dt>
              <dd>
                {item.count_in_stock > 0
                  ? t('item.stock', { count: item.count_in_stock })
                  : t('item.outOfStock')}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
