/** Letter layouts of the on-screen keyboard (lower and upper case) and the shared symbol/number layouts. */
export type KeyboardLanguage = 'ru' | 'en' | 'kk' | 'ky';
export type LayoutName =
  `${KeyboardLanguage}-lower` | `${KeyboardLanguage}-upper` | 'symbols' | 'numbers';

const controls = '{numbers} {symbols} {lang} {space} {enter}';

const letters = (rows: string[]): string[] => [
  ...rows.slice(0, -1),
  `{lock} ${rows.at(-1)} {bksp}`,
  controls,
];
const upper = (rows: string[]): string[] => rows.map((row) => row.toLocaleUpperCase('ru'));

const ru = ['й ц у к е н г ш щ з х ъ', 'ф ы в а п р о л д ж э', 'я ч с м и т ь б ю ё'];
const en = ['q w e r t y u i o p', 'a s d f g h j k l', 'z x c v b n m - .'];
// Kazakh: the Russian letters plus ә і ң ғ ү ұ қ ө һ on their own row.
const kk = ['ә і ң ғ ү ұ қ ө һ', ...ru];
// Kyrgyz: the Russian letters plus ң ө ү.
const ky = ['ң ө ү', ...ru];

const lettersByLanguage: Record<KeyboardLanguage, string[]> = { ru, en, kk, ky };

/** Every layout simple-keyboard can switch to, keyed by layout name. */
export const keyboardLayouts: Record<LayoutName, string[]> = {
  ...(Object.fromEntries(
    (Object.keys(lettersByLanguage) as KeyboardLanguage[]).flatMap((language) => [
      [`${language}-lower`, letters(lettersByLanguage[language])],
      [`${language}-upper`, letters(upper(lettersByLanguage[language]))],
    ]),
  ) as Record<`${KeyboardLanguage}-lower` | `${KeyboardLanguage}-upper`, string[]>),
  symbols: [
    '! @ # № $ % ^ & * ( )',
    '- _ = + / \\ | ; : \' "',
    '{bksp} , . ? < > [ ] { }',
    '{abc} {space} {enter}',
  ],
  numbers: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0 -', '{abc} {enter}'],
};

export const keyboardLanguages: KeyboardLanguage[] = ['ru', 'kk', 'ky', 'en'];

/** The layouts without the language key, for a keyboard restricted to one language. */
export const singleLanguageLayouts: Record<LayoutName, string[]> = Object.fromEntries(
  Object.entries(keyboardLayouts).map(([name, rows]) => [
    name,
    rows.map((row) => row.replace(' {lang}', '')),
  ]),
) as Record<LayoutName, string[]>;
