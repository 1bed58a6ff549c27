import type { KioskApi } from '@shared/kiosk-api';

import type { HostWindow } from './platform';

/** The desktop shell's API (real or simulated), or undefined in a plain browser. */
export const getKiosk = (host: HostWindow = window): KioskApi | undefined => host.kiosk;
