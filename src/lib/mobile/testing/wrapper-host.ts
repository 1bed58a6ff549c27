import {
  installSimulatedWrapper,
  type CordovaSimulatorPreset,
  type SimulatedWrapperHost,
} from '../simulated-wrapper';

const host = window as SimulatedWrapperHost;

/** Puts the simulated mobile wrapper on the window (take it off with `removeWrapper` after the test). */
export function installWrapper(preset: CordovaSimulatorPreset = {}) {
  host.cordovaSimulatorPreset = preset;
  return installSimulatedWrapper(host);
}

/** Takes the simulated mobile wrapper off the window. */
export function removeWrapper() {
  delete host.cordova;
  delete host.cordovaSimulator;
  delete host.cordovaSimulatorPreset;
  delete host.plugins;
  Reflect.deleteProperty(host.navigator, 'app');
}

/** A page of its own (a document and a navigator) for code that takes the window as a parameter. */
export function separateHost(navigator: object = {}): SimulatedWrapperHost {
  const doc = document.implementation.createHTMLDocument();
  Object.defineProperty(doc, 'visibilityState', { configurable: true, value: 'visible' });
  return {
    document: doc,
    navigator,
    history: { back: () => undefined },
  } as unknown as SimulatedWrapperHost;
}
