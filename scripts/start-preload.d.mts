import type { Plugin } from 'vite';

export function startPreloads(
  bundle: Record<string, unknown>,
  options?: { projectRoot?: string; entryImports?: Set<string> },
): string[];
export function startPreloadPlugin(): Plugin;
