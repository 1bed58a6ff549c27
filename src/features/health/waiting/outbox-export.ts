import { readBlob } from '@/lib/blob';
import type { DeadLetter, OutboxBody, OutboxItem } from '@/lib/outbox/outbox-types';

/** A file of a queued form, as the export carries it: its name, type, size and bytes in base64. */
export interface ExportedFile {
  fileName: string;
  type: string;
  size: number;
  base64: string;
}

/** One write as exported: everything but its token (never on screen nor in a file). */
export type ExportedItem = Omit<OutboxItem, 'token' | 'request'> &
  Partial<Pick<DeadLetter, 'deadAt' | 'status'>> & {
    request: Omit<OutboxItem['request'], 'body'> & {
      body:
        | { kind: 'json'; value: unknown }
        | { kind: 'form'; fields: Record<string, string | ExportedFile> }
        | { kind: 'none' };
    };
  };

/** The file the installer hands to the server's administrators. */
export interface OutboxExport {
  format: 'safety-terminal-outbox';
  version: 1;
  exportedAt: string;
  pending: ExportedItem[];
  dead: ExportedItem[];
}

const CHUNK = 0x8000;

/** Base64 of bytes, a chunk at a time (a photo's bytes would overflow one call's arguments). */
export function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let at = 0; at < view.length; at += CHUNK)
    text += String.fromCharCode(...view.subarray(at, at + CHUNK));
  return btoa(text);
}

async function exportBody(body: OutboxBody): Promise<ExportedItem['request']['body']> {
  if (body.kind !== 'form') return body;
  const fields: Record<string, string | ExportedFile> = {};
  for (const [name, value] of Object.entries(body.fields)) {
    fields[name] =
      typeof value === 'string'
        ? value
        : {
            fileName: value.fileName,
            type: value.blob.type,
            size: value.blob.size,
            base64: toBase64(await readBlob(value.blob)),
          };
  }
  return { kind: 'form', fields };
}

/** One write without its token, its files inlined. */
async function exportItem(item: OutboxItem | DeadLetter): Promise<ExportedItem> {
  const { request, ...rest } = item;
  // Named fields, not a spread: a token (or any field added later) never slips into the file.
  const dead = 'deadAt' in item ? { deadAt: item.deadAt, status: item.status } : {};
  return {
    id: rest.id,
    employee: rest.employee,
    createdAt: rest.createdAt,
    attempts: rest.attempts,
    nextAttemptAt: rest.nextAttemptAt,
    ...(rest.lastError ? { lastError: rest.lastError } : {}),
    ...dead,
    request: {
      method: request.method,
      path: request.path,
      ...(request.query ? { query: request.query } : {}),
      body: await exportBody(request.body),
    },
  };
}

/** The export of what the outbox holds: waiting and refused writes, with their photos and signatures. */
export async function buildOutboxExport(
  read: { pending: OutboxItem[]; dead: DeadLetter[] },
  now = new Date(),
): Promise<OutboxExport> {
  return {
    format: 'safety-terminal-outbox',
    version: 1,
    exportedAt: now.toISOString(),
    pending: await Promise.all(read.pending.map(exportItem)),
    dead: await Promise.all(read.dead.map(exportItem)),
  };
}

/** Offers `text` as a file download (the browser's own save; the shell saves it to Downloads). */
export function downloadText(text: string, fileName: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
