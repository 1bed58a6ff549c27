// The Electron security checklist items that live in the package, not in code the scanner reads:
// the fuses burnt into the binary, no source maps shipped, serialport never rebuilt.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const builder = readFileSync('electron-builder.yml', 'utf8');

/** The `key: value` lines of a top-level block of the YAML file (two-space indented). */
function block(name: string): Record<string, string> {
  const lines = builder.split('\n');
  const start = lines.findIndex((line) => line === `${name}:`);
  if (start < 0) return {};
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}([A-Za-z]+): (.+)$/.exec(line);
    if (!match) {
      if (/^\S/.test(line)) break;
      continue;
    }
    entries[match[1]!] = match[2]!.trim();
  }
  return entries;
}

describe('the desktop package (electron-builder.yml)', () => {
  it('burns the hardening fuses into the binary', () => {
    expect(block('electronFuses')).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
      enableCookieEncryption: 'true',
    });
  });

  it('ships no source maps and never rebuilds serialport', () => {
    expect(builder).toMatch(/^files:\n(?: {2}- .+\n)*? {2}- '!\*\*\/\*\.map'$/m);
    expect(builder).toMatch(/^npmRebuild: false$/m);
  });
});
