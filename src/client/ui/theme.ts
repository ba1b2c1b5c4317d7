import { THEMES, type Theme } from '#shared/preferences.ts'

const THEME_STORAGE_KEY = 'theme'

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system'
  } catch {
    return 'system'
  }
}

/** light/dark force a palette; system and telegram follow the system (Telegram's colours win inside it). */
export function applyTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode: for this visit only.
  }
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
  else delete document.documentElement.dataset.theme
}
