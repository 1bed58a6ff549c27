import { LIBRARY_TYPES, type LibraryItem, type LibraryType } from '@/lib/api/schemas/library';

import { FALLBACK_TYPES, FILTER_MIN_OPTIONS } from './library-constants';

/** The types named in the route (/library/text_document, /library/video_tutorial,simulated_situation). */
export function parseTypes(param: string | undefined): LibraryType[] {
  const named = (param ?? '').split(',').map((type) => type.trim());
  const known = LIBRARY_TYPES.filter((type) => named.includes(type));
  return known.length > 0 ? known : [...FALLBACK_TYPES];
}

/** The list route of these types. */
export const typesParam = (types: readonly LibraryType[]) => types.join(',');

/** The spec's error text of a failed list (spec 2 §8): documents, video instructions, or by type. */
export function listErrorKey(types: readonly LibraryType[], filtered: boolean) {
  const only = (...wanted: LibraryType[]) =>
    types.length === wanted.length && wanted.every((type) => types.includes(type));
  if (filtered) return 'library:errors.byType' as const;
  if (only('text_document')) return 'library:errors.documents' as const;
  if (only('video_tutorial', 'simulated_situation'))
    return 'library:errors.videoInstructions' as const;
  return 'library:errors.byType' as const;
}

/** The list's section title key. */
export function sectionKey(types: readonly LibraryType[]) {
  if (types.length === 1 && types[0] === 'text_document') return 'sections.regulations' as const;
  if (types.every((type) => type !== 'text_document')) return 'sections.videoInstructions' as const;
  return 'sections.all' as const;
}

/** A filter option: every type of the list ('all') or one type. */
export type FilterOption = 'all' | LibraryType;

/** The filter's options: All plus each type the server offers (or the items carry), in spec order. */
export function filterOptions(offered: readonly LibraryType[], items: readonly LibraryItem[]) {
  const present = offered.length > 0 ? offered : items.map((item) => item.type);
  return ['all', ...LIBRARY_TYPES.filter((type) => present.includes(type))] as FilterOption[];
}

/** The filter appears only when more than two options exist (spec 2 §2). */
export const showFilter = (options: readonly FilterOption[]) => options.length > FILTER_MIN_OPTIONS;

/** Sort rank (spec 2 §2): unread and important, then unread, then important and read, then the rest. */
const rank = (item: LibraryItem) => {
  if (item.unread) return item.important ? 0 : 1;
  return item.important ? 2 : 3;
};

/** The materials in the spec's order; equal ranks keep the server's order. */
export const sortMaterials = (items: readonly LibraryItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);

/** The material needs a signature that is not there yet. */
export const needsSignature = (item: LibraryItem) => item.metaFields.use_signature && !item.signed;
