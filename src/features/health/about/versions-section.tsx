import { useTranslation } from 'react-i18next';

import { ConfigProblems } from '@/config/config-problems-view';
import { readyConfig, useShellConfig } from '@/lib/bridge/use-shell-config';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { buildInfo, maskedConfig, readVersions } from './versions';

/** Versions and configuration: the app, its build, the shell and its engines, the config in force. */
export function VersionsSection() {
  const { t } = useTranslation('health');
  const config = useRuntimeConfig();
  const shell = readyConfig(useShellConfig());
  const versions = readVersions(buildInfo, shell?.deviceSettings.version ?? null);
  const unknown = t('versions.unknown');
  const rows: Array<[string, string | null]> = [
    [t('versions.app'), versions.app],
    [t('versions.commit'), versions.commit],
    [t('versions.shell'), versions.shell],
    [t('versions.electron'), versions.electron],
    [t('versions.chromium'), versions.chromium],
  ];
  const shellRows: Array<[string, string]> = shell
    ? [
        ['shell.serverHost', shell.serverHost || '—'],
        ['shell.hasPassword', String(shell.hasPassword)],
        ['shell.os', shell.os],
      ]
    : [];
  return (
    <section className="health__section" aria-labelledby="health-versions">
      <h2 id="health-versions">{t('versions.title')}</h2>
      <table className="health__table">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value ?? unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="health__table">
        <caption>{t('versions.config')}</caption>
        <tbody>
          {[...maskedConfig(config), ...shellRows].map(([key, value]) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfigProblems />
    </section>
  );
}
