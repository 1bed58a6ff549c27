/**
 * What mock mode remembers of the writes made in this session, so screens reflect them:
 * field patches for entities (by uuid or id) and records added to collections.
 */
export interface MockOverlay {
  /** Key `uuid:<value>` or `id:<value>` → fields to put over any object with that uuid or id. */
  patches: Record<string, Record<string, unknown>>;
  /** Collection name → records added in this session, newest last. */
  added: Record<string, unknown[]>;
}

export const emptyOverlay = (): MockOverlay => ({ patches: {}, added: {} });

export const patchKey = (field: 'uuid' | 'id', value: unknown) => `${field}:${String(value)}`;

/** Adds fields to an entity's patch. */
export function patchEntity(
  overlay: MockOverlay,
  field: 'uuid' | 'id',
  value: unknown,
  fields: Record<string, unknown>,
): void {
  const key = patchKey(field, value);
  overlay.patches[key] = { ...overlay.patches[key], ...fields };
}

/** Appends a record to a collection. */
export function addRecord(overlay: MockOverlay, collection: string, record: unknown): void {
  overlay.added[collection] = [...(overlay.added[collection] ?? []), record];
}

/** Returns a deep copy of `value` with every patched entity updated. */
export function applyPatches(value: unknown, overlay: MockOverlay): unknown {
  if (Array.isArray(value)) return value.map((item) => applyPatches(item, overlay));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) copy[key] = applyPatches(item, overlay);
  const byUuid = 'uuid' in record ? overlay.patches[patchKey('uuid', record.uuid)] : undefined;
  const byId = 'id' in record ? overlay.patches[patchKey('id', record.id)] : undefined;
  return byUuid || byId ? { ...copy, ...byId, ...byUuid } : copy;
}
