import type { Plugin } from 'vite';

export function reactRouterProductionPlugin(): Plugin;
