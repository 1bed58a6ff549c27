import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths, toLibraryMaterial } from '@/config/paths';
import type { LibraryItem, LibraryType } from '@/lib/api/schemas/library';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { waitingMaterials } from '@/lib/outbox/waiting-matchers';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import {
  filterOptions,
  listErrorKey,
  parseTypes,
  sectionKey,
  showFilter,
  sortMaterials,
  type FilterOption,
} from './library-model';
import { MaterialList } from './material-list';
import { TypeFilter } from './type-filter';
import { useLibraryList } from './use-library-list';

import './library.css';

/** What the list screen hands the material screen: where Back returns to. */
export interface MaterialLocationState {
  from: string;
}

/** The library list (/library/{types}): regulations, or video instructions and simulated situations. */
export function LibraryScreen() {
  const routeTypes = parseTypes(useParams().types);
  // Other types are another list: the filter and its options start afresh.
  return <LibraryList key={routeTypes.join(',')} routeTypes={routeTypes} />;
}

function LibraryList({ routeTypes }: { routeTypes: LibraryType[] }) {
  const { t } = useTranslation(['library', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useAppSelector(selectUser)?.id;
  // Queried as text: a query has no other type.
  const employeeId = userId === undefined ? null : String(userId);
  const [filter, setFilter] = useState<FilterOption>('all');
  // The options come from the whole list and stay while a single type is shown.
  const [options, setOptions] = useState<FilterOption[] | null>(null);
  const requested: LibraryType[] = filter === 'all' ? routeTypes : [filter];
  const state = useLibraryList(employeeId, requested, filter !== 'all');
  const outbox = useWaitingWrites();
  const waiting = useMemo(() => waitingMaterials(outbox), [outbox]);

  if (state.status === 'ready' && filter === 'all' && options === null) {
    setOptions(filterOptions(state.list.types, state.list.items));
  }
  const list = state.status === 'ready' ? state.list : null;
  const items = useMemo(() => (list ? sortMaterials(list.items) : []), [list]);
  const from = location.pathname;
  const open = useCallback(
    (item: LibraryItem) => {
      const back: MaterialLocationState = { from };
      void navigate(toLibraryMaterial(item.uuid), { state: back });
    },
    [from, navigate],
  );
  const exit = () => {
    dispatch(loggedOut());
    void navigate(paths.start, { replace: true });
  };

  return (
    <ScreenFrame name="library" title={t(sectionKey(routeTypes))} busy={state.status === 'loading'}>
      {options && showFilter(options) ? (
        <TypeFilter options={options} value={filter} onChange={setFilter} />
      ) : null}
      {state.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {state.status === 'error' ? (
        <p className="status-line status-line--danger">
          {t(listErrorKey(requested, filter !== 'all'))}
        </p>
      ) : null}
      {state.status === 'ready' && items.length === 0 ? (
        <p className="status-line library__empty">{t('library:empty')}</p>
      ) : null}
      {items.length > 0 ? <MaterialList items={items} waiting={waiting} onOpen={open} /> : null}
      <div className="library__actions">
        <Link className="button" to={paths.cabinet}>
          {t('common:actions.back')}
        </Link>
        <button type="button" className="button button--danger" onClick={exit}>
          {t('common:actions.exit')}
        </button>
      </div>
    </ScreenFrame>
  );
}
