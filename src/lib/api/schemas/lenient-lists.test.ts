import { describe, expect, it } from 'vitest';

import { demoModuleListSchema } from './demo';
import { libraryListSchema } from './library';

const item = (fields: Record<string, unknown>) => ({
  uuid: 'm-1',
  title: 'Rules',
  type: 'text_document',
  ...fields,
});

describe('the library list as a server may send it', () => {
  it('reads { items, types }, dropping unknown types from the filter', () => {
    const list = libraryListSchema.parse({
      items: [item({})],
      types: ['text_document', 'podcast'],
    });
    expect(list.items.map((entry) => entry.uuid)).toEqual(['m-1']);
    expect(list.types).toEqual(['text_document']);
  });

  it('reads a bare array as the items', () => {
    const list = libraryListSchema.parse([item({}), item({ uuid: 'm-2', type: 'video_tutorial' })]);
    expect(list.items.map((entry) => entry.uuid)).toEqual(['m-1', 'm-2']);
    expect(list.types).toEqual([]);
  });

  it('leaves out an item it cannot read, not the whole list', () => {
    const list = libraryListSchema.parse({
      items: [
        item({ uuid: null }),
        item({ uuid: 'm-2', type: 'hologram' }),
        item({ uuid: 'm-3' }),
        'junk',
      ],
    });
    expect(list.items.map((entry) => entry.uuid)).toEqual(['m-3']);
  });
});

describe('the demo task list as a server may send it', () => {
  it('leaves out a task or module it cannot read, not the whole list', () => {
    const modules = demoModuleListSchema.parse({
      modules: [
        {
          uuid: 'm-1',
          title: 'Warehouse',
          questions: [
            { id: 1, text: 'Forklift', type: 'photo' },
            { id: 2, text: 'Hologram', type: 'hologram' },
          ],
        },
        { title: 'No uuid' },
      ],
    });
    expect(modules.map((module) => module.questions.map((task) => task.id))).toEqual([[1]]);
  });

  it('still refuses an answer that is no list at all', () => {
    expect(demoModuleListSchema.safeParse({ modules: 'nothing' }).success).toBe(false);
  });
});
