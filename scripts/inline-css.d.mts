import type { Plugin } from 'vite';

export function inlineStylesheets(html: string, bundle: Record<string, unknown>): string;
export function inlineCssPlugin(): Plugin;
