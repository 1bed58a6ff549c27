import type { Plugin } from 'vite';

/** The Content Security Policy of the web build (a <meta> tag in the built index.html). */
export const WEB_CSP: string;

/** A Vite plugin that adds WEB_CSP to the built index.html. */
export function webCspPlugin(): Plugin;
