export interface StartChoice {
  scenario: string;
  desktop: 'none' | 'simulated';
  mobile: 'none' | 'simulated';
  /** Not given: the script's default (npm start 127.0.0.1:4173, Vite's own for dev). */
  host?: string;
  port?: number;
}
/** The options of `npm start` / `npm run dev`. */
export const START_OPTIONS: Record<string, { env: string; values?: string[]; about: string }>;
/** The mock scenarios the data under `mocksDir` has. */
export function mockScenarios(mocksDir?: string): string[];
/** The valid options as one line. */
export function validOptionsLine(): string;
/** A refusal of the options, with its one-line reason. */
export class StartOptionError extends Error {}
/** Reads the options from argv over env. */
export function parseStartArgs(
  argv: string[],
  env?: Record<string, string | undefined>,
  known?: { scenarios?: string[] },
): StartChoice;
/** The config.json `npm start` answers with. */
export function startConfig(
  choice: Pick<StartChoice, 'scenario' | 'desktop' | 'mobile'>,
): Record<string, unknown>;
/** The build-time values `npm run dev` passes to Vite. */
export function devEnv(
  choice: Pick<StartChoice, 'scenario' | 'desktop' | 'mobile'>,
): Record<string, string>;
/** Parses process.argv and process.env, or exits with the reason. */
export function startArgsOrExit(script: string): StartChoice;
