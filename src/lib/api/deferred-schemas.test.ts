import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./schemas/runtime');
  vi.resetModules();
});

/** What axios does before it sends a call: a chain of promise callbacks. */
async function promiseTurns() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe('the deferred schemas of the start screen’s calls', () => {
  it('start loading only after a task, so a call sent as its schema is asked for leaves first; loaded, they answer within promise callbacks', async () => {
    vi.resetModules();
    const order: string[] = [];
    vi.doMock('./schemas/runtime', async (original) => {
      order.push('zod runtime evaluated');
      return original();
    });
    const { loadSettingsSchema } = await import('./deferred-schemas');

    const loading = loadSettingsSchema();
    await promiseTurns();
    order.push('call sent');
    const schema = await loading;
    expect(order).toEqual(['call sent', 'zod runtime evaluated']);
    expect(schema).toBe((await import('./schemas/settings')).settingsSchema);

    let again: unknown = null;
    void loadSettingsSchema().then((loaded) => (again = loaded));
    await promiseTurns();
    expect(again).toBe(schema);
  });
});
