// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process'

const env = { ...process.env, NODE_ENV: 'development' }
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
]
const stop = () => {
  for (const child of children) child.kill('SIGINT')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
