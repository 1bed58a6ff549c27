import type { MockFiles, MockRequest, MockResponse } from './mock-files';
import { readFirst, resolveMedia } from './mock-files';
import type { HandlerContext } from './mock-handlers';
import { mockAppenders, mockHandlers } from './mock-handlers';
import type { MockOverlay } from './mock-overlay';
import { applyPatches } from './mock-overlay';

export interface MockRouterOptions {
  files: MockFiles;
  /** The session's memory of writes; `save` is called after every change. */
  memory: { load: () => MockOverlay; save: (overlay: MockOverlay) => void };
  mediaUrl: (file: string) => string;
  now?: () => Date;
}

/**
 * Answers API calls from the mock data set: code handlers for writes, then mocks/<path>.json
 * files (with variants), then the session's remembered writes laid over the answer.
 * Shared by the browser's mock transport and the HTTP stub used by the end-to-end tests.
 */
export function createMockRouter(options: MockRouterOptions) {
  const now = options.now ?? (() => new Date());
  let counter = 0;
  const newId = () => `mock-${now().getTime().toString(36)}-${(counter += 1)}`;

  return async function route(request: MockRequest): Promise<MockResponse> {
    const overlay = options.memory.load();
    const context = (match: RegExpMatchArray): HandlerContext => ({
      request,
      match,
      overlay,
      files: options.files,
      now,
      newId,
    });
    for (const handler of mockHandlers) {
      const match = handler.method === request.method ? request.path.match(handler.pattern) : null;
      if (!match) continue;
      const answer = await handler.handle(context(match));
      if (answer) {
        if (request.method === 'POST') options.memory.save(overlay);
        return finish(answer, overlay, options.mediaUrl);
      }
    }
    const body = await readFirst(options.files, request);
    if (body === undefined) {
      return { status: 404, body: { message: `No mock for ${request.method} ${request.path}` } };
    }
    if (body && typeof body === 'object' && '__status' in body) {
      const { __status: status, ...rest } = body as { __status: number };
      return { status: Number(status) || 500, body: rest };
    }
    let answer: MockResponse = { status: 200, body };
    for (const appender of mockAppenders) {
      const match = request.path.match(appender.pattern);
      if (match && answer.body && typeof answer.body === 'object' && 'data' in answer.body) {
        const data = appender.append((answer.body as { data: unknown }).data, context(match));
        answer = { status: 200, body: { ...answer.body, data } };
      }
    }
    return finish(answer, overlay, options.mediaUrl);
  };
}

const finish = (
  answer: MockResponse,
  overlay: MockOverlay,
  mediaUrl: (file: string) => string,
): MockResponse => ({
  status: answer.status,
  body: resolveMedia(applyPatches(answer.body, overlay), mediaUrl),
});
