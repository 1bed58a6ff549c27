import { useEffect, useState } from 'react';

import type { KioskApi } from '@shared/kiosk-api';

import type { Settings } from '@/lib/api/schemas/settings';
import { cameraSource } from '@/lib/camera/camera-source';
import { videoInputs, type MediaDevicesLike } from '@/lib/camera/video-stream';
import { log } from '@/lib/log';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { getKiosk } from './kiosk';

/** The devices a step may need, each on only when its setting is on and the device is detected. */
export interface Devices {
  breathalyzer: boolean;
  frontCamera: boolean;
  overviewCamera: boolean;
}

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
 * A camera setting is usable when it is 'internal' and a video input exists, or an http(s) URL
 * (the URL itself is not fetched until the photo). Unset or anything else: no camera.
 */
export function cameraAvailable(
  setting: string | null | undefined,
  hasVideoInput: boolean,
): boolean {
  const source = cameraSource(setting);
  return source.kind === 'url' || (source.kind === 'internal' && hasVideoInput);
}

/** Both breathalyzer switches: the terminal's is_breathalyzer and the server's device_settings.breathalyzer. */
const breathalyzerEnabled = (settings: DeviceSettings) =>
  settings.is_breathalyzer && settings.device_settings.breathalyzer;

/** The probes to run for these settings. */
export const probeNeeds = (settings: DeviceSettings | null): ProbeNeeds => ({
  breathalyzer: settings !== null && breathalyzerEnabled(settings),
  videoInput:
    settings !== null &&
    [settings.front_camera, settings.view_camera].some(
      (value) => cameraSource(value).kind === 'internal',
    ),
});

/**
 * The device rules (spec 1 §4 "Step availability"): the breathalyzer needs is_breathalyzer, the
 * server's device_settings.breathalyzer and the shell reporting it present; the front and overview
 * cameras need front_camera / view_camera usable (see cameraAvailable). No settings: no devices.
 */
export function resolveDevices(settings: DeviceSettings | null, probe: DeviceProbe): Devices {
  if (!settings) return { breathalyzer: false, frontCamera: false, overviewCamera: false };
  return {
    breathalyzer: breathalyzerEnabled(settings) && probe.breathalyzerPresent,
    frontCamera: cameraAvailable(settings.front_camera, probe.hasVideoInput),
    overviewCamera: cameraAvailable(settings.view_camera, probe.hasVideoInput),
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
