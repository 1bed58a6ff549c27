import { useEffect, useState } from 'react';

import type { KioskApi } from '@shared/kiosk-api';

import type { Settings } from '@/lib/api/schemas/settings';
import { getKiosk } from '@/lib/bridge/kiosk';
import { cameraSource } from '@/lib/camera/camera-source';
import { videoInputs, type MediaDevicesLike } from '@/lib/camera/video-stream';
import { log } from '@/lib/log';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

/**
 * Where a device stands on this terminal: `ready` (switched on and detected), `off` (its setting
 * is off or unset: this terminal has none by configuration) or `missing` (switched on, not found).
 */
export type DeviceState = 'ready' | 'off' | 'missing';

/** The devices a step may need. */
export interface Devices {
  breathalyzer: DeviceState;
  frontCamera: DeviceState;
  overviewCamera: DeviceState;
}
export type DeviceNeed = keyof Devices;

/** The settings the device rules read. */
export type DeviceSettings = Pick<
  Settings,
  'is_breathalyzer' | 'front_camera' | 'view_camera' | 'device_settings'
>;

/** What the terminal found: the shell's breathalyzer answering, and at least one video input. */
export interface DeviceProbe {
  breathalyzerPresent: boolean;
  hasVideoInput: boolean;
}

/** Which probes the settings call for (nothing is asked of a device that is switched off). */
export interface ProbeNeeds {
  breathalyzer: boolean;
  videoInput: boolean;
}

/**
 * A camera setting: unset is `off`; 'internal' is `ready` with a video input, else `missing`; an
 * http(s) URL is `ready` (the URL itself is not fetched until the photo); any other value cannot
 * take a photo ('Unknown interface camera'), so the camera is `missing`.
 */
export function cameraState(
  setting: string | null | undefined,
  hasVideoInput: boolean,
): DeviceState {
  if (!setting?.trim()) return 'off';
  const source = cameraSource(setting);
  if (source.kind === 'url') return 'ready';
  return source.kind === 'internal' && hasVideoInput ? 'ready' : 'missing';
}

/**
 * The breathalyzer is switched on by is_breathalyzer; the server's device_settings.breathalyzer,
 * when sent and false, switches it off (its absence does not: a flow's alcohol test must never
 * vanish because a server left the field out).
 */
const breathalyzerEnabled = (settings: DeviceSettings) =>
  settings.is_breathalyzer && settings.device_settings.breathalyzer !== false;

/** The probes to run for these settings. */
export const probeNeeds = (settings: DeviceSettings | null): ProbeNeeds => ({
  breathalyzer: settings !== null && breathalyzerEnabled(settings),
  videoInput:
    settings !== null &&
    [settings.front_camera, settings.view_camera].some(
      (value) => cameraSource(value).kind === 'internal',
    ),
});

/** The device rules (spec 1 §4 "Step availability"): each device's state from the settings and the probes. */
export function resolveDevices(settings: DeviceSettings | null, probe: DeviceProbe): Devices {
  if (!settings) return { breathalyzer: 'off', frontCamera: 'off', overviewCamera: 'off' };
  const breathalyzer: DeviceState = !breathalyzerEnabled(settings)
    ? 'off'
    : probe.breathalyzerPresent
      ? 'ready'
      : 'missing';
  return {
    breathalyzer,
    frontCamera: cameraState(settings.front_camera, probe.hasVideoInput),
    overviewCamera: cameraState(settings.view_camera, probe.hasVideoInput),
  };
}

/** Asks the shell and the browser what is there; a probe that fails counts as absent (and is logged). */
export async function probeDevices(
  needs: ProbeNeeds,
  env: { kiosk: KioskApi | undefined; mediaDevices: MediaDevicesLike | undefined },
): Promise<DeviceProbe> {
  const absent = (what: string) => (error: unknown) => {
    log.warn(`devices: ${what} could not be detected`, error);
    return false;
  };
  const [breathalyzerPresent, hasVideoInput] = await Promise.all([
    needs.breathalyzer && env.kiosk
      ? env.kiosk.breathalyzer.isPresent().catch(absent('the breathalyzer'))
      : false,
    needs.videoInput && env.mediaDevices
      ? videoInputs(env.mediaDevices).then((inputs) => inputs.length > 0, absent('the cameras'))
      : false,
  ]);
  return { breathalyzerPresent, hasVideoInput };
}

/** The devices with `detecting` set until the probes answer (then the flags are final). */
export interface DeviceDetection extends Devices {
  detecting: boolean;
}

/** The terminal's devices by the current settings; re-detected when a device switch changes. */
export function useDevices(): DeviceDetection {
  const settings = useAppSelector(selectSettings);
  const { breathalyzer, videoInput } = probeNeeds(settings);
  const key = `${breathalyzer}/${videoInput}`;
  const [probe, setProbe] = useState<{ key: string; result: DeviceProbe } | null>(null);

  useEffect(() => {
    let mounted = true;
    const env = {
      kiosk: getKiosk(),
      mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    };
    void probeDevices({ breathalyzer, videoInput }, env).then(
      (result) => mounted && setProbe({ key: `${breathalyzer}/${videoInput}`, result }),
    );
    return () => {
      mounted = false;
    };
  }, [breathalyzer, videoInput]);

  // A probe for other switches is stale: until the new one answers, nothing counts as detected.
  const current = probe?.key === key ? probe.result : null;
  const none = { breathalyzerPresent: false, hasVideoInput: false };
  return { ...resolveDevices(settings, current ?? none), detecting: current === null };
}
