import { cpSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { defineConfig } from 'vite'

// Bundles the server into dist/server/main.js; node_modules stay external.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { entryFileNames: 'main.js' },
    },
  },
  plugins: [
    {
      name: 'trainly-copy-migrations',
      closeBundle() {
        cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true })
      },
    },
  ],
})
