import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { telegramLanguageCode } from './platform/telegram/launch.ts'
import { createAppRouter } from './router.tsx'
import { reportCaughtError } from './routes/-shell/error-pages.tsx'
import { applyLocale, resolveLocale, storedLanguage } from './ui/i18n/index.ts'
import './ui/theme.css'
import './ui/components.css'
import './ui/layout.css'

// Order of ARCHITECTURE.md "Client": locale, Telegram, session restore, router.
async function start() {
  await applyLocale(
    resolveLocale({
      setting: storedLanguage(),
      telegram: telegramLanguageCode(),
      browser: navigator.languages,
    }),
  )
  const router = createAppRouter()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

void start()
