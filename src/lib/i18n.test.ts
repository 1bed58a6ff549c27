import { describe, expect, it } from 'vitest';

import { createI18n, laterNamespaces, loadNamespaces, startNamespaces } from './i18n';
import { namespaces } from './i18n-loaders';

describe('dictionaries', () => {
  it('loads every namespace by default (component tests)', async () => {
    const i18n = await createI18n('en');
    expect(namespaces.every((ns) => i18n.hasResourceBundle('en', ns))).toBe(true);
  });

  it('at start loads only the start namespaces, in the current language only', async () => {
    const i18n = await createI18n('kk', startNamespaces);
    expect(startNamespaces.every((ns) => i18n.hasResourceBundle('kk', ns))).toBe(true);
    expect(i18n.hasResourceBundle('kk', 'library')).toBe(false);
    expect(namespaces.some((ns) => i18n.hasResourceBundle('ru', ns))).toBe(false);
    expect(i18n.t('common:actions.next')).not.toBe('actions.next');
  });

  it('loads a screen’s namespaces when asked, and a language change reloads them', async () => {
    const i18n = await createI18n('en', startNamespaces);
    await loadNamespaces(['library']);
    expect(i18n.hasResourceBundle('en', 'library')).toBe(true);
    await i18n.changeLanguage('ky');
    expect(i18n.hasResourceBundle('ky', 'library')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'library')).toBe(false);
  });

  it('keeps the start dictionaries few: the shell and start screen ones, none of the later ones', () => {
    expect(startNamespaces).toEqual(expect.arrayContaining(['app', 'auth', 'common', 'errors']));
    expect(namespaces).toEqual(expect.arrayContaining([...startNamespaces, ...laterNamespaces]));
    expect(startNamespaces.filter((ns) => laterNamespaces.includes(ns))).toEqual([]);
  });

  it('loads the later dictionaries (not start ones) when asked, in the current language', async () => {
    const i18n = await createI18n('ky', startNamespaces);
    expect(laterNamespaces.some((ns) => i18n.hasResourceBundle('ky', ns))).toBe(false);
    await loadNamespaces(laterNamespaces);
    expect(laterNamespaces.every((ns) => i18n.hasResourceBundle('ky', ns))).toBe(true);
    expect(i18n.t('validation:required')).not.toBe('required');
  });
});
