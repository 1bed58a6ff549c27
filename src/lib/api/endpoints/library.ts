import { readEntries } from '../read-entries';
import { request } from '../request';
import { libraryReadRequest, writeOptions } from '../write-requests';
import { ack } from '../schemas/common';
import {
  libraryItemSchema,
  libraryListEntriesSchema,
  type LibraryItem,
  type LibraryList,
  type LibraryType,
} from '../schemas/library';

/**
 * The employee's materials of these types, with the types available for the filter. The items
 * are read a slice at a time (a library may hold thousands); one that cannot be read is left out.
 */
export async function getLibraryItems(
  employeeId: string,
  types: readonly LibraryType[],
): Promise<LibraryList> {
  const path = 'library/items';
  const answer = await request({
    method: 'GET',
    path,
    query: { employee_id: employeeId, types: types.join(',') },
    schema: libraryListEntriesSchema,
  });
  const items = await readEntries(libraryItemSchema, answer.items, {
    keep: 'readable',
    method: 'GET',
    path,
  });
  return { ...answer, items };
}

/** One material. */
export const getLibraryItem = (employeeId: string, uuid: string): Promise<LibraryItem> =>
  request({
    method: 'GET',
    path: 'library/items',
    query: { employee_id: employeeId, uuid },
    schema: libraryItemSchema,
  });

/** Marks a material read; with a signature PNG it is signed as well. */
export async function markLibraryItemRead(params: Parameters<typeof libraryReadRequest>[0]) {
  await request({ ...writeOptions(libraryReadRequest(params)), schema: ack });
}
