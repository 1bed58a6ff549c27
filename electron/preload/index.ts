/**
 * The preload: the only preload file that imports 'electron'. It exposes the KioskApi built in
 * build-api.ts as window.kiosk (sandboxed, context-isolated: the page sees only these functions).
 */
import { contextBridge, ipcRenderer } from 'electron';

import { buildKioskApi } from './build-api';
import { parseShellArgs } from '../shared/shell-args';

contextBridge.exposeInMainWorld('kiosk', buildKioskApi(ipcRenderer, parseShellArgs(process.argv)));
