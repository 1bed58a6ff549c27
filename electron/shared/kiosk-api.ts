/**
 * The surface the desktop shell's preload exposes to the renderer as `window.kiosk`.
 * Pure types: shared by main, preload and renderer (GUIDE.md §3).
 */

/** Removes a listener added with an `on…` function. */
export type Unsubscribe = () => void;

/** The RFID card reader. */
export interface RfidApi {
  /** A card was read: its code. */
  onCard: (listener: (code: string) => void) => Unsubscribe;
  /** A read failed (the reader restarts after its pause). */
  onError: (listener: (message: string) => void) => Unsubscribe;
  /** Whether the reader works; called at once with the current state, then on every change. */
  onStatus: (listener: (working: boolean) => void) => Unsubscribe;
  /** Starts reading again after a failed read. */
  restart: () => void;
}

export interface KioskApi {
  /** Always 'electron': lets the renderer tell the desktop shell from a plain browser. */
  readonly platform: 'electron';
  /** The operating system the shell runs on (the update button is Windows-only). */
  readonly os: 'windows' | 'linux' | 'other';
  /** Set when the shell itself failed to start (e.g. unreadable device settings): only setup can run. */
  readonly startError: boolean;
  readonly rfid: RfidApi;
}
