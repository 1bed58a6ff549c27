import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { apiContext } from '@/lib/api/client';
import { detectPlatform } from '@/lib/bridge/platform';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { checkServer, type KioskHeaderValues, type ServerReport } from './server-check';

/** The checks' own time limit: an installer waits for an answer, not for the kiosk's minute. */
export const SERVER_CHECK_TIMEOUT_MS = 15_000;

const wiredApi = () => {
  try {
    return apiContext();
  } catch {
    // Not wired yet (the settings never loaded): the configuration says the same.
    return null;
  }
};

/** The header values the kiosk's calls carry now (those of the wired API, else the configuration's). */
export function useKioskHeaderValues(): KioskHeaderValues {
  const config = useRuntimeConfig();
  const { i18n } = useTranslation();
  const context = wiredApi();
  const source = context?.config ?? config;
  return {
    apiVersion: source.apiVersion,
    hostname: source.hostname || globalThis.location?.hostname || 'terminal',
    ip: source.ip,
    platform: context?.platform ?? detectPlatform(),
    language: context?.getLanguage() ?? i18n.language,
    idempotencyHeader: config.idempotencyKey === 'header',
  };
}

/**
 * Server checks of the health screen: run once when shown and again on request (`again`); `check`
 * runs them apart from the screen's own (the self-test).
 */
export function useServerCheck() {
  const config = useRuntimeConfig();
  const values = useKioskHeaderValues();
  const valuesKey = JSON.stringify(values);
  const skipped = config.mode === 'mock';
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; report: ServerReport } | null>(null);

  const check = useCallback(
    () =>
      checkServer({
        serverHost: config.serverHost,
        values: JSON.parse(valuesKey) as KioskHeaderValues,
        timeoutMs: SERVER_CHECK_TIMEOUT_MS,
      }),
    [config.serverHost, valuesKey],
  );

  useEffect(() => {
    if (skipped) return undefined;
    let active = true;
    void check().then((report) => {
      if (active) setResult({ round, report });
    });
    return () => {
      active = false;
    };
  }, [skipped, check, round]);

  return {
    report: result?.report ?? null,
    running: !skipped && result?.round !== round,
    skipped,
    values,
    check,
    again: useCallback(() => setRound((value) => value + 1), []),
  };
}
