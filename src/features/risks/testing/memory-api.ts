import { setupMockApi } from '@/testing/mock-api';
import { scriptedAdapter } from '@/testing/scripted-adapter';

type Body = { default: unknown };
const mockFiles = import.meta.glob<Body>(
  [
    '/mocks/risks/*.json',
    '/mocks/employees/getForUuid.uuid=*.json',
    '/mocks/employees/auth.uuid=*.json',
  ],
  { eager: true },
);
/** The body of a mock data file, e.g. mockFile('risks/<uuid>'). */
export const mockFile = (name: string) => mockFiles[`/mocks/${name}.json`]?.default;

export interface Sent {
  method: string;
  path: string;
  query: Record<string, unknown>;
  json: unknown;
}
export type Answer = { status: number; body: unknown };

/**
 * The mock data answered from memory (promises only, no file loading), so a faked clock can
 * drive the screen; records what the server receives. `answers` replace single calls.
 */
export function memoryApi(answers: Record<string, Answer> = {}) {
  const sent: Sent[] = [];
  const adapter = scriptedAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const query = { ...(config.params as Record<string, unknown>) };
    const json: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    sent.push({ method, path, query, json });
    return (
      answers[`${method} ${path}`] ?? {
        status: 200,
        body:
          method === 'POST'
            ? { data: { success: true } }
            : path === 'employees/getForUuid'
              ? mockFile(`employees/getForUuid.uuid=${String(query.uuid)}`)
              : mockFile(path),
      }
    );
  });
  setupMockApi({ adapter });
  return sent;
}
