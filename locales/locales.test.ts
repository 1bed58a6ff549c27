import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const checker = join(here, 'check-locales.mjs');

const copyLocales = () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const language of ['ru', 'en', 'kk', 'ky']) cpSync(join(here, language), join(dir, language), { recursive: true });
  return dir;
};

describe('dictionaries', () => {
  it('every language has every key of every namespace, none empty, placeholders matching', () => {
    expect(() => execFileSync('node', [checker], { stdio: 'pipe' })).not.toThrow();
  });

  it('the checker fails on a missing key and on an empty value', () => {
    const missing = copyLocales();
    const file = join(missing, 'kk', 'common.json');
    const dictionary = JSON.parse(readFileSync(file, 'utf8')) as { actions: Record<string, string> };
    delete dictionary.actions.next;
    writeFileSync(file, `${JSON.stringify(dictionary, null, 2)}\n`);
    expect(spawnSync('node', [checker, missing]).status).toBe(1);

    const empty = copyLocales();
    const enFile = join(empty, 'ky', 'errors.json');
    const errors = JSON.parse(readFileSync(enFile, 'utf8')) as Record<string, unknown>;
    errors.networkError = '';
    writeFileSync(enFile, `${JSON.stringify(errors, null, 2)}\n`);
    expect(spawnSync('node', [checker, empty]).status).toBe(1);
  });

  it("the checker wants exactly the plural forms a language's rules use", () => {
    const edit = (language: string, change: (units: Record<string, string>) => void) => {
      const dir = copyLocales();
      const file = join(dir, language, 'dates.json');
      const dates = JSON.parse(readFileSync(file, 'utf8')) as { units: Record<string, string> };
      change(dates.units);
      writeFileSync(file, `${JSON.stringify(dates, null, 2)}\n`);
      return spawnSync('node', [checker, dir], { encoding: 'utf8' });
    };
    const russianWithoutFew = edit('ru', (units) => delete units.day_few);
    expect(russianWithoutFew.status).toBe(1);
    expect(russianWithoutFew.stderr).toContain('ru/dates.json: plural "units.day" lacks its "few" form');
    const kyrgyzWithFew = edit('ky', (units) => (units.day_few = '{{value}} күн'));
    expect(kyrgyzWithFew.status).toBe(1);
    expect(kyrgyzWithFew.stderr).toContain('plural "units.day" has a "few" form ky does not use');
  });

  it('the typed keys cover every namespace', () => {
    const declared = readFileSync(join(here, '..', 'src', 'types', 'i18next.d.ts'), 'utf8');
    for (const file of readdirSync(join(here, 'ru'))) {
      const namespace = file.replace(/\.json$/, '');
      expect(declared).toContain(`${namespace}: typeof ${namespace};`);
    }
  });
});
