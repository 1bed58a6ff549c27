import { getKiosk } from '@/lib/bridge/kiosk';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { DevicesSection } from './devices/devices-section';
import { ErrorsSection } from './about/errors-section';
import { VersionsSection } from './about/versions-section';
import { SelfTestSection } from './self-test/self-test-section';
import { ServerSection } from './server/server-section';
import { SetupOpener } from './setup-opener';
import { useServerCheck } from './server/use-server-check';
import { WaitingSection } from './waiting/waiting-section';

/** The open health screen's parts, the server checks shared by the server part and the self-test. */
export function HealthSections({ installerCode }: { installerCode: boolean }) {
  const { mode } = useRuntimeConfig();
  const server = useServerCheck();
  return (
    <div className="health__sections">
      <SelfTestSection
        server={mode === 'mock' ? null : server.check}
        installerCode={installerCode}
      />
      <ServerSection check={server} />
      <WaitingSection />
      <DevicesSection />
      <VersionsSection />
      <ErrorsSection />
      {getKiosk() ? <SetupOpener /> : null}
    </div>
  );
}
