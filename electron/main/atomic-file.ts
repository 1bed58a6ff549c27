/** File writes that never leave a half-written file behind: write a temporary file, then rename. */
import type * as fsPromises from 'node:fs/promises';

/** The file system the main process works through (node:fs/promises fits; tests use it on a temp dir). */
export type FileSystem = Pick<
  typeof fsPromises,
  | 'readFile'
  | 'writeFile'
  | 'rename'
  | 'mkdir'
  | 'rm'
  | 'stat'
  | 'appendFile'
  | 'open'
  | 'readdir'
  | 'chmod'
>;

let counter = 0;

/** Writes `data` to `file` atomically (temp file in the same folder, flushed, then renamed over). */
export async function writeFileAtomic(
  fs: FileSystem,
  file: string,
  data: string | Uint8Array,
  mode = 0o600,
): Promise<void> {
  counter += 1;
  const temp = `${file}.${process.pid}.${counter}.tmp`;
  const handle = await fs.open(temp, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** Reads a file as text, or null when it does not exist (other errors are thrown). */
export async function readTextIfExists(fs: FileSystem, file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
