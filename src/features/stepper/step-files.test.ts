import { describe, expect, it, vi } from 'vitest';

import { readBlob } from '@/lib/blob';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';

import {
  clearRunFiles,
  clearStepFiles,
  clearStepFilesExcept,
  educationBucket,
  loadStepFiles,
  saveStepFile,
} from './step-files';

installFakeIndexedDb();

describe('step files', () => {
  it('keeps photos and signatures per run until they are cleared', async () => {
    const png = new Blob(['signature'], { type: 'image/png' });
    const jpg = new Blob(['photo'], { type: 'image/jpeg' });
    await saveStepFile('run-1', { field: 'signature_12', blob: png, fileName: 'signature_12.png' });
    await saveStepFile('run-1', { field: 'front_1', blob: jpg, fileName: 'front_1.jpg' });
    await saveStepFile('run-2', { field: 'front_1', blob: jpg, fileName: 'other.jpg' });

    const files = await loadStepFiles('run-1', ['front_1', 'signature_12', 'overview_8']);
    expect(files.map((file) => [file.field, file.fileName, file.blob.type])).toEqual([
      ['front_1', 'front_1.jpg', 'image/jpeg'],
      ['signature_12', 'signature_12.png', 'image/png'],
    ]);
    expect(new TextDecoder().decode(await readBlob(files[1]!.blob))).toBe('signature');

    await clearStepFiles('run-1');
    expect(await loadStepFiles('run-1', ['front_1', 'signature_12'])).toEqual([]);
    expect(await loadStepFiles('run-2', ['front_1'])).toHaveLength(1);
  });

  it('drops a whole run, or every run but the current one', async () => {
    const jpg = new Blob(['photo'], { type: 'image/jpeg' });
    const file = (field: string) => ({ field, blob: jpg, fileName: `${field}.jpg` });
    await saveStepFile(educationBucket('run-a', 0), file('front_1'));
    await saveStepFile(educationBucket('run-a', 1), file('front_2'));
    await saveStepFile(educationBucket('run-b', 0), file('front_1'));
    await saveStepFile(educationBucket('run-c', 0), file('front_1'));

    await clearRunFiles('run-a');
    expect(await loadStepFiles(educationBucket('run-a', 1), ['front_2'])).toEqual([]);
    expect(await loadStepFiles(educationBucket('run-b', 0), ['front_1'])).toHaveLength(1);

    await clearStepFilesExcept('run-c');
    expect(await loadStepFiles(educationBucket('run-b', 0), ['front_1'])).toEqual([]);
    expect(await loadStepFiles(educationBucket('run-c', 0), ['front_1'])).toHaveLength(1);
    await clearStepFilesExcept(null);
    expect(await loadStepFiles(educationBucket('run-c', 0), ['front_1'])).toEqual([]);
  });

  it('opens one database connection for the page, however many runs it keeps and clears', async () => {
    vi.resetModules();
    const files = await import('./step-files');
    const open = vi.spyOn(indexedDB, 'open');
    const jpg = new Blob(['photo'], { type: 'image/jpeg' });
    for (let run = 0; run < 5; run += 1) {
      const bucket = educationBucket(`run-${run}`, 0);
      await files.saveStepFile(bucket, { field: 'front_1', blob: jpg, fileName: 'front_1.jpg' });
      await files.loadStepFiles(bucket, ['front_1']);
      await files.clearStepFiles(bucket);
      await files.clearRunFiles(`run-${run}`);
      await files.clearStepFilesExcept(null);
    }
    // Every connection left open keeps its listeners for the life of the kiosk's page.
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
