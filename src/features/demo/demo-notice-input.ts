import { noticeSchema, type Notice } from '@/lib/api/schemas/notices';

import { hasText, isRecord, safeFile, unwrapData } from './demo-input-common';

/** The texts put in where the address leaves them out (spec 2 §2). */
export interface NoticeDefaults {
  title: string;
  description: string;
}

const MEDIA_CONTENT = ['document', 'video', 'photo'];

/** The notice's content with an unsafe media URL dropped (its schema then refuses the notice). */
function safeContent(content: unknown): unknown {
  if (!isRecord(content) || !MEDIA_CONTENT.includes(String(content['content-type'])))
    return content;
  return { ...content, content: safeFile(content.content) };
}

/**
 * A demo notice from the address JSON (spec 2 §2): a notice as the notifications call sends one
 * (optionally wrapped in `data`), with a missing uuid, title or description filled in and unsafe
 * media URLs dropped, then read by the notice schema. Null when it still cannot be shown.
 */
export function demoNoticeFromJson(value: unknown, defaults: NoticeDefaults): Notice | null {
  const raw = unwrapData(value);
  if (!isRecord(raw)) return null;
  const parsed = noticeSchema.safeParse({
    ...raw,
    uuid: hasText(raw.uuid) ? String(raw.uuid) : 'demo-notice',
    title: hasText(raw.title) ? raw.title : defaults.title,
    description: hasText(raw.description) ? raw.description : defaults.description,
    content: safeContent(raw.content),
  });
  return parsed.success ? parsed.data : null;
}
