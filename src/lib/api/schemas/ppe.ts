import * as z from 'zod/mini';

import { count, mapped, orNull, text, uuid, wrappedList } from './common';

/** A titled reference ({title}); missing becomes an empty title. */
const titled = mapped(orNull(z.object({ title: text })), (value) => value ?? { title: '' });

/** One PPE item the employee is due to receive (spec 2 §3 PPE item). */
export const ppeItemSchema = z.object({
  uuid,
  object: titled,
  stock: titled,
  count,
  use_time: count,
  count_in_stock: count,
});
export type PpeItem = z.output<typeof ppeItemSchema>;

/** ipm/needs answers {ipms: [...]}. */
export const ppeListSchema = wrappedList('ipms', ppeItemSchema);
