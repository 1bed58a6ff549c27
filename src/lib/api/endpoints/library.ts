import { request } from '../request';
import { libraryReadRequest, writeOptions } from '../write-requests';
import { ack } from '../schemas/common';
import {
  libraryItemSchema,
  libraryListSchema,
  type LibraryItem,
  type LibraryList,
  type LibraryType,
} from '../schemas/library';

/** The employee's materials of these types, with the types available for the filter. */
export const getLibraryItems = (
  employeeId: string,
  types: readonly LibraryType[],
): Promise<LibraryList> =>
  request({
    method: 'GET',
    path: 'library/items',
    query: { employee_id: employeeId, types: types.join(',') },
    schema: libraryListSchema,
  });

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
