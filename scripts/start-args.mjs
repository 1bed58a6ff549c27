// The options of `npm start` and `npm run dev`: the mock scenario, the simulated desktop shell and
// mobile wrapper, and where to listen, from the command line or the environment (the command line
// wins). An unknown or incomplete option stops with a one-line reason naming the valid ones.
//
//   npm start -- --scenario pin --desktop simulated      (or --scenario=pin)
//   MOCK_SCENARIO=rfid DESKTOP=simulated npm start
//   HOST=0.0.0.0 PORT=8080 npm start
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The options: flag, environment variable, allowed values (none: free text) and what it is for. */
export const START_OPTIONS = {
  scenario: { env: 'MOCK_SCENARIO', about: 'mock scenario (mocks/<path>.<scenario>.json)' },
  desktop: { env: 'DESKTOP', values: ['none', 'simulated'], about: 'simulated desktop shell' },
  mobile: { env: 'MOBILE', values: ['none', 'simulated'], about: 'simulated mobile wrapper' },
  host: { env: 'HOST', about: 'address to listen on' },
  port: { env: 'PORT', about: 'port to listen on' },
};

const LANGUAGES = new Set(['ru', 'en', 'kk', 'ky']);

/** The mock scenarios the data has: every `<name>.<scenario>.json` under mocks/ (not a language, not a query). */
export function mockScenarios(mocksDir = join(process.cwd(), 'mocks')) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else {
        const match = /^[^.]+\.([^.=]+)\.json$/.exec(entry.name);
        if (match && !LANGUAGES.has(match[1])) found.add(match[1]);
      }
    }
  };
  walk(mocksDir);
  return [...found].sort();
}

/** The valid options as one line, for the reason of a refusal. */
export const validOptionsLine = () =>
  Object.entries(START_OPTIONS)
    .map(([flag, { values }]) => `--${flag} ${values ? values.join('|') : `<${flag}>`}`)
    .join(', ');

export class StartOptionError extends Error {}

/**
 * Reads the options from `argv` (after the script's name) over `env`.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {{ scenarios?: string[] }} [known] the mock scenarios that exist (checked when given)
 * @returns {{ scenario: string, desktop: 'none' | 'simulated', mobile: 'none' | 'simulated', host?: string, port?: number }}
 */
export function parseStartArgs(argv, env = {}, known = {}) {
  const chosen = {};
  for (const [flag, { env: name }] of Object.entries(START_OPTIONS))
    if (env[name] !== undefined && env[name] !== '')
      chosen[flag] = { value: env[name], from: name };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const flag = match?.[1];
    if (!flag || !Object.hasOwn(START_OPTIONS, flag))
      throw new StartOptionError(`unknown option ${arg}; valid options: ${validOptionsLine()}`);
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new StartOptionError(
          `option --${flag} needs a value; valid options: ${validOptionsLine()}`,
        );
      i += 1;
    }
    chosen[flag] = { value, from: `--${flag}` };
  }
  for (const [flag, { values }] of Object.entries(START_OPTIONS)) {
    const given = chosen[flag];
    if (given && values && !values.includes(given.value))
      throw new StartOptionError(
        `${given.from} must be ${values.join(' or ')}, not "${given.value}"`,
      );
  }
  const scenario = chosen.scenario?.value ?? '';
  if (scenario && known.scenarios && !known.scenarios.includes(scenario))
    throw new StartOptionError(
      `${chosen.scenario.from}: unknown mock scenario "${scenario}"; the mock data has: ${known.scenarios.join(', ')}`,
    );
  const port = chosen.port ? Number(chosen.port.value) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new StartOptionError(
      `${chosen.port.from} must be a port number, not "${chosen.port.value}"`,
    );
  return {
    scenario,
    desktop: chosen.desktop?.value ?? 'none',
    mobile: chosen.mobile?.value ?? 'none',
    host: chosen.host?.value,
    port,
  };
}

/** The config.json `npm start` answers with: mock mode and the chosen keys (defaults left out). */
export function startConfig({ scenario, desktop, mobile }) {
  return {
    mode: 'mock',
    ...(scenario ? { mockScenario: scenario } : {}),
    ...(desktop !== 'none' ? { desktop } : {}),
    ...(mobile !== 'none' ? { mobile } : {}),
  };
}

/** The build-time values `npm run dev` passes to Vite for the same choice. */
export function devEnv({ scenario, desktop, mobile }) {
  return {
    VITE_API_MODE: 'mock',
    VITE_MOCK_SCENARIO: scenario,
    VITE_DESKTOP: desktop,
    VITE_MOBILE: mobile,
  };
}

/** Parses `process.argv` and `process.env`, or stops the process with the one-line reason. */
export function startArgsOrExit(script) {
  try {
    return parseStartArgs(process.argv.slice(2), process.env, { scenarios: mockScenarios() });
  } catch (error) {
    if (!(error instanceof StartOptionError)) throw error;
    console.error(`✖ ${script}: ${error.message}`);
    process.exit(2);
  }
}
