import { request } from '../request';
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
export async function markLibraryItemRead(params: {
  employeeId: string;
  uuid: string;
  signature?: Blob;
}): Promise<void> {
  const fileName = `signature_${params.uuid}.png`;
  await request({
    method: 'POST',
    path: 'library/items',
    form: {
      uuid: params.uuid,
      employee_id: params.employeeId,
      ...(params.signature ? { file: { blob: params.signature, fileName }, fileName } : {}),
    },
    schema: ack,
  });
}
