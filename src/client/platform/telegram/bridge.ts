// The only module that touches the Telegram SDK. It is loaded by a dynamic import only inside
// Telegram (see telegram.ts), so the browser app never downloads it.
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  invoice,
  mainButton,
  miniApp,
  retrieveRawInitData,
  targetOrigin,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react'

export interface MainButtonState {
  text: string
  enabled: boolean
  loading: boolean
}

export type HapticKind = 'success' | 'error' | 'selection'

let backHandler: (() => void) | undefined
let mainButtonHandler: (() => void) | undefined

// Telegram's own names (as telegram-web-app.js sets them), which ui/theme.css reads.
const VIEWPORT_CSS_VARS: Record<string, string> = {
  height: '--tg-viewport-height',
  stableHeight: '--tg-viewport-stable-height',
  width: '--tg-viewport-width',
  safeAreaInsetTop: '--tg-safe-area-inset-top',
  safeAreaInsetBottom: '--tg-safe-area-inset-bottom',
  safeAreaInsetLeft: '--tg-safe-area-inset-left',
  safeAreaInsetRight: '--tg-safe-area-inset-right',
  contentSafeAreaInsetTop: '--tg-content-safe-area-inset-top',
  contentSafeAreaInsetBottom: '--tg-content-safe-area-inset-bottom',
  contentSafeAreaInsetLeft: '--tg-content-safe-area-inset-left',
  contentSafeAreaInsetRight: '--tg-content-safe-area-inset-right',
}

function followColorScheme() {
  const apply = () => {
    document.documentElement.style.colorScheme = themeParams.isDark() ? 'dark' : 'light'
  }
  apply()
  themeParams.isDark.sub(apply)
}

/**
 * The MainButton takes the theme's button colours when it is set up and keeps them: after a live
 * theme change it is given the new ones, or it would stay in the old theme's colour.
 */
function followThemeOnMainButton() {
  themeParams.state.sub((theme) => {
    // The SDK hands the theme over as Telegram sent it (snake_case), whatever its type says; and
    // its own re-post on a theme change still carries the old colour.
    const raw = theme as Record<string, unknown>
    const backgroundColor = (raw.button_color ?? raw.buttonColor) as `#${string}` | undefined
    const textColor = (raw.button_text_color ?? raw.buttonTextColor) as `#${string}` | undefined
    if (!backgroundColor || !textColor) return
    mainButton.setParams.ifAvailable({ backgroundColor, textColor })
  })
}

/** One step of the init sequence; a failing step (an old client, a missing colour) skips only itself. */
function step(name: string, run: () => void) {
  try {
    run()
  } catch (error) {
    console.warn(`Telegram: ${name} failed`, error)
  }
}

/**
 * The init sequence of ARCHITECTURE.md: init, back button, mini app with the theme's CSS
 * variables, viewport expanded with its CSS variables, closing behaviour, main button, ready.
 * Nothing here waits for Telegram's answers, so the first screen is never held up.
 */
export function startBridge(options: { targetOrigin?: string | undefined } = {}) {
  if (options.targetOrigin) targetOrigin.set(options.targetOrigin)
  // No Telegram-injected stylesheet: our CSP allows no inline style elements, and the theme comes as variables.
  init({ acceptCustomStyles: false })

  step('back button', () => {
    backButton.mount.ifAvailable()
    backButton.onClick.ifAvailable(() => backHandler?.())
  })
  // Mounting the mini app mounts the theme parameters too; both follow theme_changed live.
  step('theme', () => {
    miniApp.mountSync.ifAvailable()
    themeParams.bindCssVars.ifAvailable()
    miniApp.bindCssVars.ifAvailable()
    followColorScheme()
  })
  // Telegram's header over our page background (our own web header is hidden inside Telegram);
  // keys rather than colours, so Telegram follows a theme change by itself.
  step('header colour', () => miniApp.setHeaderColor.ifAvailable('bg_color'))
  step('background colour', () => miniApp.setBackgroundColor.ifAvailable('bg_color'))
  step('bottom bar colour', () => miniApp.setBottomBarColor.ifAvailable('secondary_bg_color'))
  step('viewport', () => {
    viewport.expand.ifAvailable()
    const [mounting, mounted] = viewport.mount.ifAvailable()
    if (!mounting) return
    mounted
      .then(() => {
        viewport.bindCssVars.ifAvailable((key) => VIEWPORT_CSS_VARS[key])
      })
      .catch((error: unknown) => console.warn('Telegram viewport is not available', error))
  })
  step('closing behaviour', () => closingBehavior.mount.ifAvailable())
  step('main button', () => {
    mainButton.mount.ifAvailable()
    // Mounting restores the state the page before this one left (the SDK keeps it for the
    // session): after a reload the last screen's "Create template" stayed. The screen now shown
    // sets its own, if it has one.
    mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false })
    mainButton.onClick.ifAvailable(() => mainButtonHandler?.())
    followThemeOnMainButton()
  })
  step('ready', () => miniApp.ready.ifAvailable())
}

/** Shows the BackButton with what pressing it does, or hides it. */
export function setBackButton(onBack: (() => void) | undefined) {
  backHandler = onBack
  if (onBack) backButton.show.ifAvailable()
  else backButton.hide.ifAvailable()
}

/** Shows the MainButton with the screen's primary action, or hides it. */
export function setMainButton(state: MainButtonState | undefined, onClick?: () => void) {
  mainButtonHandler = state ? onClick : undefined
  if (!state) {
    mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false })
    return
  }
  mainButton.setParams.ifAvailable({
    text: state.text,
    isVisible: true,
    isEnabled: state.enabled && !state.loading,
    isLoaderVisible: state.loading,
  })
}

export function setClosingConfirmation(enabled: boolean) {
  if (enabled) closingBehavior.enableConfirmation.ifAvailable()
  else closingBehavior.disableConfirmation.ifAvailable()
}

export function hapticFeedbackOf(kind: HapticKind) {
  if (kind === 'selection') hapticFeedback.selectionChanged.ifAvailable()
  else hapticFeedback.notificationOccurred.ifAvailable(kind)
}

/** The raw init data as the SDK found it in the launch parameters. */
export function rawInitData(): string | undefined {
  try {
    return retrieveRawInitData()
  } catch {
    return undefined
  }
}

/** What became of an invoice (Telegram's invoice_closed statuses). */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending'

/**
 * Opens an invoice link made by the bot (`https://t.me/$<slug>` or `https://t.me/invoice/<slug>`)
 * and resolves with its status when Telegram closes it; `unsupported` when this client has no
 * invoices. An unknown status Telegram may add later counts as `failed`.
 */
export async function openInvoiceLink(link: string): Promise<InvoiceStatus | 'unsupported'> {
  if (!invoice.open.isAvailable()) return 'unsupported'
  const status = await invoice.open(link, 'url')
  return status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'failed'
}
