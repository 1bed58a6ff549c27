#!/usr/bin/env node
/**
 * Checks the interface dictionaries in locales/<lng>/<namespace>.json:
 * - every language has every namespace file, and each file is valid JSON;
 * - every language has exactly the same nested key set (no missing, no extra keys);
 * - every value is a non-empty string (objects only as groups, no arrays or numbers);
 * - {{placeholders}} are the same in every language, and none is malformed;
 * - a plural ("key_one", "key_few", …) has exactly the forms the language's plural rules use (ru:
 *   one, few, many, other; en, kk, ky: one, other), and is compared across languages as one key;
 * - files use 2-space indentation and end with a newline.
 * Usage: node locales/check-locales.mjs   (exit code 1 on any problem)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['ru', 'en', 'kk', 'ky'];
const REFERENCE = 'ru';
// The folder to check: the first argument, or the folder this script lives in.
const root = process.argv[2] ? path.resolve(process.argv[2]) : path.dirname(fileURLToPath(import.meta.url));
const problems = [];
const report = (msg) => problems.push(msg);

/**
 * Flattens a dictionary to "a.b.c" -> value, reporting values that are not non-empty strings. A list
 * (month names) flattens by index, so every language must give as many entries, each a string.
 */
function flatten(node, where, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      if (Object.keys(value).length === 0) report(`${where}: "${keyPath}" is an empty group`);
      flatten(value, where, keyPath, out);
    } else if (typeof value !== 'string') {
      report(`${where}: "${keyPath}" must be a string, found ${Array.isArray(value) ? 'array' : typeof value}`);
      out.set(keyPath, '');
    } else {
      if (value.trim() === '') report(`${where}: "${keyPath}" is empty`);
      out.set(keyPath, value);
    }
  }
  return out;
}

/** The sorted list of {{placeholder}} names in a text. */
const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(', ');

/** True when the text has braces that are not a well-formed {{name}}. */
const hasMalformedBraces = (text) => /[{}]/.test(text.replace(/\{\{\s*[\w.]+\s*\}\}/g, ''));

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The dictionary's plurals folded into one key each (the "other" form stands for them), after
 * checking that the forms are those the language's plural rules use.
 */
function foldPlurals(flat, lng, where) {
  const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const forms = new Map();
  const folded = new Map();
  for (const [key, value] of flat) {
    const match = PLURAL.exec(key);
    if (!match) {
      folded.set(key, value);
      continue;
    }
    const [, base, form] = match;
    if (!forms.has(base)) forms.set(base, new Map());
    forms.get(base).set(form, value);
  }
  for (const [base, values] of forms) {
    for (const form of needed)
      if (!values.has(form)) report(`${where}: plural "${base}" lacks its "${form}" form`);
    for (const form of values.keys())
      if (!needed.includes(form)) report(`${where}: plural "${base}" has a "${form}" form ${lng} does not use`);
    folded.set(base, values.get('other') ?? [...values.values()][0]);
  }
  return folded;
}

const namespaces = new Set();
for (const lng of LANGUAGES) {
  const dir = path.join(root, lng);
  if (!fs.existsSync(dir)) {
    report(`${lng}: folder locales/${lng} is missing`);
    continue;
  }
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.json')) namespaces.add(file.slice(0, -'.json'.length));
    else report(`${lng}/${file}: unexpected file (only <namespace>.json belongs here)`);
  }
}

let keyCount = 0;
for (const ns of [...namespaces].sort()) {
  const flat = {};
  for (const lng of LANGUAGES) {
    const where = `${lng}/${ns}.json`;
    const file = path.join(root, lng, `${ns}.json`);
    if (!fs.existsSync(file)) {
      report(`${where}: file is missing`);
      continue;
    }
    const raw = fs.readFileSync(file, 'utf8');
    let data;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      report(`${where}: invalid JSON (${error.message})`);
      continue;
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      report(`${where}: the top level must be an object`);
      continue;
    }
    if (raw !== `${JSON.stringify(data, null, 2)}\n`) {
      report(`${where}: not formatted with 2-space indentation and a trailing newline`);
    }
    const all = flatten(data, where);
    for (const [key, value] of all) {
      if (hasMalformedBraces(value)) report(`${where}: "${key}" has malformed placeholder braces: ${value}`);
    }
    flat[lng] = foldPlurals(all, lng, where);
  }

  const present = LANGUAGES.filter((lng) => flat[lng]);
  const allKeys = new Set(present.flatMap((lng) => [...flat[lng].keys()]));
  for (const key of allKeys) {
    const holders = present.filter((lng) => flat[lng].has(key));
    const inReference = flat[REFERENCE]?.has(key) ?? false;
    for (const lng of present) {
      if (flat[lng].has(key)) {
        if (!inReference && flat[REFERENCE] && lng !== REFERENCE) {
          report(`${lng}/${ns}.json: extra key "${key}" (not in ${REFERENCE})`);
        }
      } else if (inReference || !flat[REFERENCE]) {
        report(`${lng}/${ns}.json: missing key "${key}" (present in ${holders.join(', ')})`);
      }
    }
    const ref = flat[REFERENCE]?.has(key) ? REFERENCE : holders[0];
    const expected = placeholders(flat[ref].get(key));
    for (const lng of holders) {
      const actual = placeholders(flat[lng].get(key));
      if (actual !== expected) {
        report(`${lng}/${ns}.json: "${key}" has placeholders [${actual}], ${ref} has [${expected}]`);
      }
    }
  }
  keyCount += allKeys.size;
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck-locales: ${problems.length} problem(s) found`);
  process.exit(1);
}
console.log(
  `check-locales: ${namespaces.size} namespaces, ${keyCount} keys, languages ${LANGUAGES.join(', ')}: OK`,
);
