import type { Plugin } from 'vite';

/** The meta tag a test build's index.html carries. */
export const TEST_BUILD_META: { name: string; content: string };
/** A Vite plugin that marks a test build's index.html (only when VITE_TEST_BUILD=1). */
export function testBuildMarkPlugin(env?: Record<string, string | undefined>): Plugin;
/** Why the renderer build in `dist` must not be packaged, or null when it may. */
export function desktopBuildRefusal(dist: string): string | null;
/** electron-builder's beforePack hook: refuses to pack a test build of the renderer. */
export default function beforePack(context?: { packager?: { projectDir?: string } }): Promise<void>;
