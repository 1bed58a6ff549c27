/** The app's version (package.json) and build commit, put in by vite.config.ts's `define`. */
declare const __APP_VERSION__: string;
/** The short commit the build was made from; empty without git. */
declare const __BUILD_COMMIT__: string;
