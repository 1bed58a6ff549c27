import { describe, expect, it } from 'vitest';

import { dataUrlToBlob } from './data-url-to-blob';
import { blobBytes } from './testing-blob';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL into a Blob of its type', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('\x89PNG\r\n')}`);
    expect(blob.type).toBe('image/png');
    expect(await blobBytes(blob)).toEqual([0x89, 80, 78, 71, 13, 10]);
  });

  it('refuses anything else', () => {
    expect(() => dataUrlToBlob('data:,plain')).toThrow();
    expect(() => dataUrlToBlob('http://host/x.png')).toThrow();
  });
});
