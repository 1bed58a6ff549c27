import { describe, expect, it } from 'vitest';

import { documentKind } from './document-kind';

describe('documentKind', () => {
  it.each([
    ['pdf', 'a', 'pdf'],
    ['.PDF', 'a', 'pdf'],
    ['application/pdf', 'a', 'pdf'],
    ['png', 'a', 'image'],
    ['image/jpeg', 'a', 'image'],
    ['image/x-icon', 'a', 'image'],
    ['docx', 'a.pdf', 'other'],
    ['', 'http://host/files/rules.PDF?token=1#page=2', 'pdf'],
    [null, 'http://host/files/photo.webp', 'image'],
    [undefined, 'http://host.pdf/files/rules', 'other'],
    [null, 'data:application/pdf;base64,JVBERi0x', 'pdf'],
    ['', 'DATA:image/png;base64,iVBOR', 'image'],
    [null, 'data:text/html,<script>alert(1)</script>', 'other'],
  ] as const)('file type %j and url %j give %s', (fileType, url, kind) => {
    expect(documentKind(fileType, url)).toBe(kind);
  });
});
