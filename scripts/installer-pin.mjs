#!/usr/bin/env node
// Makes the installer code's hash for config.json (`installerPinHash`): the code itself is never
// stored where the page is served from, since anyone on the network can read config.json.
// Usage: npm run installer-pin -- 12345678   (or without the code: it is asked for, not echoed).
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/**
 * The iterations a new hash gets: the fewest the kiosk accepts. A page served on plain http has no
 * WebCrypto and derives with crypto-js, where OWASP's 600,000 took some 35 s on a terminal before
 * the health screen opened; against someone who copies config.json and tries every code offline, a
 * longer code counts for more than iterations (each digit is ten times the work). `--iterations`
 * gives more where the page is served over https (or in the desktop shell).
 */
export const DEFAULT_ITERATIONS = 100_000;
/** The fewest iterations the kiosk accepts. */
export const MIN_ITERATIONS = 100_000;
/** The shortest installer code. */
export const MIN_CODE_DIGITS = 6;

/** Why a code cannot be an installer code, or null when it can. */
export function codeProblem(code) {
  if (!/^\d+$/.test(code)) return 'the installer code must be digits only';
  if (code.length < MIN_CODE_DIGITS)
    return `the installer code must have at least ${MIN_CODE_DIGITS} digits`;
  return null;
}

/**
 * The hash of `code` in the form pbkdf2_sha256$<iterations>$<salt>$<base64 of the 32-byte key>
 * (the salt is used as its UTF-8 text, as Django does).
 */
export function installerPinHash(
  code,
  { iterations = DEFAULT_ITERATIONS, salt = randomBytes(12).toString('base64url') } = {},
) {
  const problem = codeProblem(code);
  if (problem) throw new Error(problem);
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS)
    throw new Error(`at least ${MIN_ITERATIONS} iterations`);
  if (!salt || salt.includes('$')) throw new Error('the salt must be non-empty and without "$"');
  const key = pbkdf2Sync(code, salt, iterations, 32, 'sha256').toString('base64');
  return `pbkdf2_sha256$${iterations}$${salt}$${key}`;
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(question) {
  // The prompt goes to stderr: stdout carries the hash alone (`npm run -s installer-pin > file`).
  const { stdin, stderr: stdout } = process;
  stdout.write(question);
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let text = '';
    const onData = (key) => {
      if (key === '\r' || key === '\n' || key === '\u0004') {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        stdout.write('\n');
        resolve(text);
      } else if (key === '\u0003') process.exit(130);
      else if (key === '\u007f') text = text.slice(0, -1);
      else text += key;
    };
    stdin.on('data', onData);
  });
}

async function main(argv) {
  let iterations = DEFAULT_ITERATIONS;
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--iterations') iterations = Number(argv[(i += 1)]);
    else rest.push(argv[i]);
  }
  const code = rest[0] ?? (await askHidden('Installer code (at least 6 digits): '));
  try {
    const hash = installerPinHash(code.trim(), { iterations });
    process.stdout.write(`${hash}\n`);
    process.stderr.write(`Put it in config.json as "installerPinHash": "${hash}"\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
