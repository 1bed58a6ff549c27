/** Runs `vite build` into `outDir` as a kiosk gets it: no VITE_TEST_BUILD, no SOURCEMAP. */
export function buildProduction(outDir: string): void;
