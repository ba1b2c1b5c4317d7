// Built by scripts/bundle-report.mjs only; the same Vite and React plugin as Trainly's client.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
})
