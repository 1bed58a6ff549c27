import type { InsomniaPlugin, PermissionsPlugin, WrapperWindow } from './wrapper-runtime';

/** What the simulated person answers when the app asks for the camera. */
export type PermissionAnswer = 'grant' | 'refuse';

/** How the simulated wrapper starts, read from `window.cordovaSimulatorPreset` before the app boots. */
export interface CordovaSimulatorPreset {
  /** The answer to the camera permission request (grant unless set). */
  camera?: PermissionAnswer;
}

/** Scripts and inspects the simulated wrapper from the page (testers' console, end-to-end tests). */
export interface CordovaSimulator {
  /** Whether deviceready has fired (the app listens for the back button from then on). */
  ready: () => boolean;
  /** Presses Android's back button. */
  backButton: () => void;
  /** Whether the app keeps the screen on now. */
  awake: () => boolean;
  /** How many times the app asked to close. */
  exits: () => number;
  camera: {
    /** The answer to the next camera permission requests (a granted permission stays granted). */
    answer: (next: PermissionAnswer) => void;
    /** How many times the app asked for the camera permission. */
    requests: () => number;
  };
}

/** The window as the simulated wrapper sees it: the preset it reads and the controls it adds. */
export type SimulatedWrapperHost = WrapperWindow & {
  cordovaSimulator?: CordovaSimulator;
  cordovaSimulatorPreset?: CordovaSimulatorPreset;
};

/**
 * Makes the page behave as the Android wrapper: `window.cordova` with the permissions plugin, the
 * keep-awake plugin, `navigator.app.exitApp`, `deviceready` soon after, and `backbutton` events
 * from `window.cordovaSimulator.backButton()`. The camera itself is the browser's.
 */
export function installSimulatedWrapper(host: SimulatedWrapperHost = window): CordovaSimulator {
  let answer: PermissionAnswer = host.cordovaSimulatorPreset?.camera ?? 'grant';
  let granted = false;
  let requests = 0;
  let awake = false;
  let exits = 0;
  let ready = false;
  const permissions: PermissionsPlugin = {
    CAMERA: 'android.permission.CAMERA',
    checkPermission: (_permission, success) => success({ hasPermission: granted }),
    requestPermission: (_permission, success) => {
      requests += 1;
      granted = granted || answer === 'grant';
      setTimeout(() => success({ hasPermission: granted }), 0);
    },
  };
  const insomnia: InsomniaPlugin = {
    keepAwake: (success) => {
      awake = true;
      success?.();
    },
    allowSleepAgain: (success) => {
      awake = false;
      success?.();
    },
  };
  const simulator: CordovaSimulator = {
    ready: () => ready,
    backButton: () => void host.document.dispatchEvent(new Event('backbutton')),
    awake: () => awake,
    exits: () => exits,
    camera: {
      answer: (next) => {
        answer = next;
      },
      requests: () => requests,
    },
  };
  host.cordova = { platformId: 'android', plugins: { permissions } };
  host.plugins = { ...host.plugins, insomnia };
  Object.defineProperty(host.navigator, 'app', {
    configurable: true,
    value: { exitApp: () => void (exits += 1) },
  });
  host.cordovaSimulator = simulator;
  // As in Cordova, the plugins are usable from deviceready on, which comes after start-up.
  setTimeout(() => {
    ready = true;
    host.document.dispatchEvent(new Event('deviceready'));
  }, 0);
  return simulator;
}
