import { describe, expect, it } from 'vitest';

import { libraryItemSchema, type LibraryItem } from '@/lib/api/schemas/library';

import {
  filterOptions,
  listErrorKey,
  parseTypes,
  showFilter,
  sortMaterials,
} from './library-model';

const material = (title: string, fields: Record<string, unknown> = {}): LibraryItem =>
  libraryItemSchema.parse({ uuid: title, title, type: 'text_document', ...fields });

describe('library model', () => {
  it('sorts unread and important first, then unread, then important and read, then the rest', () => {
    const items = [
      material('read 1'),
      material('important read', { important: true, unread: false }),
      material('unread 1', { unread: true }),
      material('unread important', { unread: true, important: true }),
      material('read 2', { unread: 'false' }),
      material('unread 2', { unread: 1 }),
    ];
    expect(sortMaterials(items).map((item) => item.title)).toEqual([
      'unread important',
      'unread 1',
      'unread 2',
      'important read',
      'read 1',
      'read 2',
    ]);
  });

  it('shows the type filter only with more than two options (All and at least two types)', () => {
    expect(filterOptions(['text_document'], [])).toEqual(['all', 'text_document']);
    expect(showFilter(filterOptions(['text_document'], []))).toBe(false);
    const video = filterOptions(['simulated_situation', 'video_tutorial'], []);
    expect(video).toEqual(['all', 'video_tutorial', 'simulated_situation']);
    expect(showFilter(video)).toBe(true);
    expect(showFilter(filterOptions([], [material('a')]))).toBe(false);
    const fromItems = filterOptions([], [material('a'), material('b', { type: 'video_tutorial' })]);
    expect(showFilter(fromItems)).toBe(true);
  });

  it('reads the types of the route, falling back to every type', () => {
    expect(parseTypes('text_document')).toEqual(['text_document']);
    expect(parseTypes('video_tutorial,simulated_situation')).toEqual([
      'video_tutorial',
      'simulated_situation',
    ]);
    expect(parseTypes('nonsense')).toEqual([
      'video_tutorial',
      'simulated_situation',
      'text_document',
    ]);
  });

  it("names each list call's error text of the spec", () => {
    expect(listErrorKey(['text_document'], false)).toBe('library:errors.documents');
    expect(listErrorKey(['simulated_situation', 'video_tutorial'], false)).toBe(
      'library:errors.videoInstructions',
    );
    expect(listErrorKey(['video_tutorial'], true)).toBe('library:errors.byType');
    expect(listErrorKey(['video_tutorial', 'simulated_situation', 'text_document'], false)).toBe(
      'library:errors.byType',
    );
  });
});
