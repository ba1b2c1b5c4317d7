/** Id of the build, set by vite.config.ts; the update check compares it with builds/latest.json. */
declare const __BUILD_ID__: string
