/** The wrapper project's sources kept in the repository (mobile/). */
export const MOBILE_TEMPLATE: string;
/** Plugins the web app uses in the wrapper. */
export const REQUIRED_PLUGINS: string[];
/** index.html with cordova.js loaded before the app's module script. */
export function withCordovaScript(html: string): string;
/** Prepares the wrapper project in `out` from the template and the build in `dist`. */
export function prepareMobile(options: {
  dist: string;
  out: string;
  template?: string;
  siteConfig?: Record<string, unknown>;
  /** Accept a test build (VITE_TEST_BUILD=1): only the wrapper's end-to-end test does. */
  acceptTestBuild?: boolean;
}): { out: string; www: string };
/** What is wrong with a prepared wrapper project (empty when it is complete and valid). */
export function checkMobileProject(out: string): string[];
/** A refusal with a one-line reason. */
export class BuildMobileError extends Error {}
/** Reads and checks a configuration file with the kiosk's rules; throws BuildMobileError on a problem. */
export function readSiteConfig(file: string): Record<string, unknown>;
/** Whether the build in `dist` is a test build (VITE_TEST_BUILD=1). */
export function isTestBuild(dist: string): boolean;
