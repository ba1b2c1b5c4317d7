// What the mock Telegram host offers: test users, themes, platforms and the launch parameters it
// puts in the app's URL hash. Shared by the host server (Node) and the host page (browser), so
// nothing here may import Node modules.

/** A Telegram user as it appears in init data (core.telegram.org/bots/webapps#webappuser). */
export interface HostTestUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  language_code?: string
  is_premium?: boolean
  allows_write_to_pm?: boolean
  photo_url?: string
}

/** The users of the host's user switch; `new` is made up with a random id when chosen. */
export const HOST_TEST_USERS = {
  en: {
    id: 700_000_101,
    first_name: 'Emma',
    last_name: 'Walker',
    username: 'emma_walker_test',
    language_code: 'en',
    allows_write_to_pm: true,
  },
  ru: {
    id: 700_000_102,
    first_name: 'Иван',
    last_name: 'Петров',
    username: 'ivan_petrov_test',
    language_code: 'ru',
    is_premium: true,
    allows_write_to_pm: true,
  },
  de: { id: 700_000_103, first_name: 'Lena', language_code: 'de', allows_write_to_pm: true },
} as const satisfies Record<string, HostTestUser>

export type HostUserKey = keyof typeof HOST_TEST_USERS | 'new'

/** A first-time Telegram user with an id no test user has (from 800 000 000 up). */
export function newTestUser(languageCode = 'en'): HostTestUser {
  const id = 800_000_000 + Math.floor(Math.random() * 99_000_000)
  return {
    id,
    first_name: languageCode === 'ru' ? 'Новый' : 'New',
    last_name: `User ${id % 10_000}`,
    language_code: languageCode,
    allows_write_to_pm: true,
  }
}

export type ThemeParams = Record<string, string>

/** Telegram's own light and dark palettes (the keys of ThemeParams in the Bot API 8 docs). */
export const HOST_THEMES = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    header_bg_color: '#ffffff',
    bottom_bar_bg_color: '#ffffff',
    accent_text_color: '#2481cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d72',
    section_separator_color: '#e7e7e7',
    subtitle_text_color: '#999999',
    destructive_text_color: '#ff3b30',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#0f0f0f',
    header_bg_color: '#212121',
    bottom_bar_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#aaaaaa',
    section_separator_color: '#3d3d3d',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
  },
} as const satisfies Record<string, ThemeParams>

/** The colours the "custom" theme lets one pick; the rest are taken from the light theme. */
export const CUSTOM_THEME_KEYS = [
  'bg_color',
  'text_color',
  'hint_color',
  'link_color',
  'button_color',
  'button_text_color',
  'secondary_bg_color',
] as const

export const DEFAULT_CUSTOM_THEME: ThemeParams = {
  ...HOST_THEMES.light,
  bg_color: '#fdf6e3',
  text_color: '#3b3024',
  hint_color: '#93a1a1',
  link_color: '#b58900',
  button_color: '#2aa198',
  button_text_color: '#ffffff',
  secondary_bg_color: '#eee8d5',
  header_bg_color: '#fdf6e3',
  section_bg_color: '#fdf6e3',
  bottom_bar_bg_color: '#fdf6e3',
}

/** `tgWebAppPlatform` values the platform switch offers. */
export const HOST_PLATFORMS = ['android', 'ios', 'tdesktop', 'macos', 'weba', 'webk'] as const
export type HostPlatform = (typeof HOST_PLATFORMS)[number]

export interface Insets {
  top: number
  bottom: number
  left: number
  right: number
}

const NO_INSETS: Insets = { top: 0, bottom: 0, left: 0, right: 0 }

/**
 * Safe-area insets of the app's web view (`safe_area_changed`): outside full screen Telegram's header
 * sits above the app, so only the iPhone's home indicator remains.
 */
export function safeAreaOf(platform: string): Insets {
  if (platform === 'ios') return { top: 0, bottom: 34, left: 0, right: 0 }
  return NO_INSETS
}

/** Insets of Telegram's own controls over the app; zero outside full screen, which the host never is. */
export function contentSafeAreaOf(_platform: string): Insets {
  return NO_INSETS
}

/** The Mini App API version the host claims (`tgWebAppVersion`). */
export const HOST_WEB_APP_VERSION = '8.0'

export interface LaunchParams {
  initData: string
  platform: string
  themeParams: ThemeParams
  startParam?: string | undefined
  version?: string
}

/**
 * The URL hash Telegram opens a Mini App with (docs.telegram-mini-apps.com, "Launch parameters"):
 * a query string whose `tgWebAppData` is the raw init data and `tgWebAppThemeParams` JSON.
 */
export function launchHash(params: LaunchParams): string {
  const hash = new URLSearchParams({
    tgWebAppData: params.initData,
    tgWebAppVersion: params.version ?? HOST_WEB_APP_VERSION,
    tgWebAppPlatform: params.platform,
    tgWebAppThemeParams: JSON.stringify(params.themeParams),
  })
  if (params.startParam) hash.set('tgWebAppStartParam', params.startParam)
  return hash.toString()
}
