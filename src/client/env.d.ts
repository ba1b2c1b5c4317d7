/** Id of the build, set by vite.config.ts; the update check compares it with builds/latest.json. */
declare const __BUILD_ID__: string

/** A bundled asset's URL (hashed, cached for a year), never inlined as a data URL. */
declare module '*.svg?no-inline' {
  const url: string
  export default url
}
