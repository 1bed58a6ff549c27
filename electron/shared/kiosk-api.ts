/**
 * The surface the desktop shell's preload exposes to the renderer as `window.kiosk`.
 * Pure types: shared by main, preload and renderer (GUIDE.md §3).
 */
export interface KioskApi {
  /** Always 'electron': lets the renderer tell the desktop shell from a plain browser. */
  readonly platform: 'electron';
  /** The operating system the shell runs on (the update button is Windows-only). */
  readonly os: 'windows' | 'linux' | 'other';
  /** Set when the shell itself failed to start (e.g. unreadable device settings): only setup can run. */
  readonly startError: boolean;
}
