import * as z from 'zod/mini';

import {
  flag,
  lenientList,
  mapped,
  optList,
  optListEntries,
  optText,
  orNull,
  preprocess,
  text,
  uuid,
} from './common';

export const LIBRARY_TYPES = ['text_document', 'video_tutorial', 'simulated_situation'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

const libraryTypeSchema = z.enum(LIBRARY_TYPES);

/** One library material (spec 2 §3 Library item). */
export const libraryItemSchema = z.object({
  uuid,
  title: text,
  type: libraryTypeSchema,
  file_type: optText,
  url: optText,
  // Only presentations are paged; anything else opens in the file viewer.
  viewType: z.catch(z.enum(['presentation', 'other']), 'other'),
  unread: flag,
  important: flag,
  signed: flag,
  metaFields: mapped(
    orNull(z.object({ use_signature: flag })),
    (value) => value ?? { use_signature: false },
  ),
});
export type LibraryItem = z.output<typeof libraryItemSchema>;

/** The list answer with `items` read by `items`: a bare array is the items alone. */
const listAnswer = <T extends z.ZodMiniType>(items: T) =>
  preprocess(
    (value) => (Array.isArray(value) ? { items: value } : value),
    z.object({
      items,
      types: mapped(optList(z.string()), (types) =>
        types.filter((type): type is LibraryType =>
          (LIBRARY_TYPES as readonly string[]).includes(type),
        ),
      ),
    }),
  );

/**
 * The list by types: the items and the types available for the filter (unknown types dropped).
 * A bare array is the items alone; an item that cannot be read is left out, not the whole list.
 */
export const libraryListSchema = listAnswer(lenientList(libraryItemSchema));
export type LibraryList = z.output<typeof libraryListSchema>;

/**
 * The same answer with its items still raw, for reading them a slice at a time
 * (`readEntries(libraryItemSchema, items, { keep: 'readable' })`): a library may hold thousands.
 */
export const libraryListEntriesSchema = listAnswer(optListEntries());
