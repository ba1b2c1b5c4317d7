// Chart colours from the theme's CSS variables: the canvas cannot use var(), so they are read
// as computed values, and read again whenever the theme may have changed.
import type { ChartPalette } from './types.ts'

const SERIES_VARIABLES = ['--chart-1', '--chart-2', '--chart-3'] as const

/** The palette as `element` sees it now (theme.css and chart.css define the variables). */
export function readPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    text: read('--color-text', '#1c1c1e'),
    hint: read('--color-hint', '#6d7075'),
    grid: read('--color-separator', '#dadce0'),
    series: SERIES_VARIABLES.map((name, i) => read(name, ['#1f6fb2', '#e8833a', '#2e9d5b'][i]!)),
    font: read('--font', 'system-ui, sans-serif'),
  }
}

/**
 * Calls `onChange` when the theme may have changed: Telegram's theme variables (set on <html>'s
 * style), the app's light/dark choice (`data-theme`) and the system's dark mode. Returns the stop.
 */
export function watchTheme(onChange: () => void): () => void {
  const root = document.documentElement
  const observer = new MutationObserver(onChange)
  observer.observe(root, { attributes: true, attributeFilter: ['style', 'data-theme', 'class'] })
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)')
  dark?.addEventListener?.('change', onChange)
  return () => {
    observer.disconnect()
    dark?.removeEventListener?.('change', onChange)
  }
}

export function samePalette(a: ChartPalette, b: ChartPalette): boolean {
  return a.text === b.text && a.hint === b.hint && a.grid === b.grid && a.series.join() === b.series.join()
}
