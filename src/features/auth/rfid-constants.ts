/** On the RFID-only screen a read error shows for 2 s, then the reader restarts (spec 1 §4). */
export const RFID_ERROR_MS = 2_000;
