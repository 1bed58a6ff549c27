import type { KioskApi } from '@shared/kiosk-api';

import type { ServerReport } from '../server/server-check';

/** The checks of the self-test, in the order they are listed. */
export const checkIds = [
  'serverReach',
  'settingsCall',
  'cors',
  'outboxReadable',
  'noRefused',
  'configProblems',
  'installerCode',
  'shellConfig',
  'rfid',
  'breathalyzer',
] as const;
export type CheckId = (typeof checkIds)[number];

/** One check's verdict, with what it found (a status, a header list, a count). */
export interface CheckResult {
  id: CheckId;
  verdict: 'pass' | 'fail' | 'skip';
  detail?: string;
}

/** What the self-test runs the checks with: each part of the screen hands over its own. */
export interface SelfTestDeps {
  /** The server checks; null in mock mode (no server). */
  server: (() => Promise<ServerReport>) | null;
  readOutbox: () => Promise<{ dead: unknown[]; database: boolean }>;
  configProblems: () => number;
  /** Whether an installer code is configured (mock mode needs none: true). */
  installerCode: boolean;
  kiosk: KioskApi | undefined;
  rfidWorking: boolean;
}

const call = (outcome: ServerReport['plain']) =>
  outcome.ok ? `HTTP ${outcome.status}, ${outcome.ms} ms` : outcome.message;

async function serverChecks(deps: SelfTestDeps): Promise<CheckResult[]> {
  if (!deps.server)
    return (['serverReach', 'settingsCall', 'cors'] as const).map((id) => ({
      id,
      verdict: 'skip',
    }));
  const report = await deps.server();
  const settingsOk = report.settings.ok && report.settings.status < 400;
  const cors = report.cors;
  return [
    { id: 'serverReach', verdict: report.plain.ok ? 'pass' : 'fail', detail: call(report.plain) },
    { id: 'settingsCall', verdict: settingsOk ? 'pass' : 'fail', detail: call(report.settings) },
    {
      id: 'cors',
      verdict: cors.status === 'passed' ? 'pass' : 'fail',
      detail: 'headers' in cors ? cors.headers.join(', ') : cors.status,
    },
  ];
}

async function outboxChecks(deps: SelfTestDeps): Promise<CheckResult[]> {
  try {
    const read = await deps.readOutbox();
    return [
      {
        id: 'outboxReadable',
        verdict: read.database ? 'pass' : 'fail',
        detail: read.database ? 'IndexedDB' : 'localStorage',
      },
      {
        id: 'noRefused',
        verdict: read.dead.length === 0 ? 'pass' : 'fail',
        detail: String(read.dead.length),
      },
    ];
  } catch (error) {
    return [
      { id: 'outboxReadable', verdict: 'fail', detail: String(error) },
      { id: 'noRefused', verdict: 'skip' },
    ];
  }
}

async function shellChecks(deps: SelfTestDeps): Promise<CheckResult[]> {
  const { kiosk } = deps;
  if (!kiosk)
    return (['shellConfig', 'rfid', 'breathalyzer'] as const).map((id) => ({
      id,
      verdict: 'skip',
    }));
  const shell = await kiosk.config.get().then(
    (config) => ({ verdict: config.startError ? 'fail' : 'pass', detail: config.os }) as const,
    (error: unknown) => ({ verdict: 'fail', detail: String(error) }) as const,
  );
  const present = await kiosk.breathalyzer.isPresent().catch(() => false);
  return [
    { id: 'shellConfig', ...shell },
    { id: 'rfid', verdict: deps.rfidWorking ? 'pass' : 'fail' },
    { id: 'breathalyzer', verdict: present ? 'pass' : 'fail' },
  ];
}

/** Runs every check; one that throws fails alone, the others still run. */
export async function runSelfTest(deps: SelfTestDeps): Promise<CheckResult[]> {
  const [server, outbox, shell] = await Promise.all([
    serverChecks(deps).catch((error: unknown) => [
      { id: 'serverReach', verdict: 'fail', detail: String(error) } as CheckResult,
    ]),
    outboxChecks(deps),
    shellChecks(deps),
  ]);
  const problems = deps.configProblems();
  return [
    ...server,
    ...outbox,
    { id: 'configProblems', verdict: problems === 0 ? 'pass' : 'fail', detail: String(problems) },
    { id: 'installerCode', verdict: deps.installerCode ? 'pass' : 'fail' },
    ...shell,
  ];
}

/** The results as text to copy: one line each, the verdict first. */
export const resultsText = (results: CheckResult[], name: (id: CheckId) => string): string =>
  results
    .map(
      ({ id, verdict, detail }) =>
        `${verdict.toUpperCase()}\t${name(id)}${detail ? ` — ${detail}` : ''}`,
    )
    .join('\n');
