// The mock Telegram host page: a chat window around the Mini App in an iframe, speaking Telegram's
// web (iframe) protocol — the app posts JSON.stringify({ eventType, eventData }) to its parent, the
// host answers with the same shape (docs.telegram-mini-apps.com/platform/methods and /events).
import {
  CUSTOM_THEME_KEYS,
  contentSafeAreaOf,
  DEFAULT_CUSTOM_THEME,
  HOST_PLATFORMS,
  HOST_TEST_USERS,
  HOST_THEMES,
  type HostTestUser,
  launchHash,
  newTestUser,
  safeAreaOf,
  type ThemeParams,
} from './presets.ts'

/** What the host server tells the page (GET /config.json). */
interface HostConfig {
  appUrl: string
  appOrigin: string
  entryPath: string
  botName: string
  botUsername: string | undefined
  botApiConnected: boolean
}

type ThemeName = 'light' | 'dark' | 'custom'
type UserChoice = keyof typeof HOST_TEST_USERS | 'new' | 'new-ru'
type Payload = Record<string, unknown>

const USER_LABELS: Record<UserChoice, string> = {
  en: 'Emma Walker (en)',
  ru: 'Иван Петров (ru, premium)',
  de: 'Lena, no username (de)',
  new: 'a new user (en, random id)',
  'new-ru': 'a new user (ru, random id)',
}

const byTestId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.querySelector<T>(`[data-testid="${id}"]`)
  if (!element) throw new Error(`The host page has no [data-testid="${id}"]`)
  return element
}

const ui = {
  window: byTestId('tg-window'),
  header: byTestId('tg-header'),
  back: byTestId<HTMLButtonElement>('tg-back-button'),
  close: byTestId<HTMLButtonElement>('tg-close-button'),
  botName: byTestId('tg-bot-name'),
  botUsername: byTestId('tg-bot-username'),
  closingConfirmation: byTestId('tg-closing-confirmation'),
  frameArea: byTestId('tg-frame-area'),
  closed: byTestId('tg-closed'),
  reopen: byTestId<HTMLButtonElement>('tg-reopen'),
  bottomBar: byTestId('tg-bottom-bar'),
  mainButton: byTestId<HTMLButtonElement>('tg-main-button'),
  secondaryButton: byTestId<HTMLButtonElement>('tg-secondary-button'),
  invoiceSheet: byTestId('tg-invoice-sheet'),
  invoiceSlug: byTestId('tg-invoice-slug'),
  invoiceTitle: byTestId('tg-invoice-title'),
  invoiceDescription: byTestId('tg-invoice-description'),
  invoiceAmount: byTestId('tg-invoice-amount'),
  invoicePeriod: byTestId('tg-invoice-period'),
  invoiceNote: byTestId('tg-invoice-note'),
  invoicePay: byTestId<HTMLButtonElement>('tg-invoice-pay'),
  invoiceCancel: byTestId<HTMLButtonElement>('tg-invoice-cancel'),
  popup: byTestId('tg-popup'),
  popupTitle: byTestId('tg-popup-title'),
  popupMessage: byTestId('tg-popup-message'),
  popupButtons: byTestId('tg-popup-buttons'),
  closeConfirm: byTestId('tg-close-confirm'),
  closeConfirmClose: byTestId<HTMLButtonElement>('tg-close-confirm-close'),
  closeConfirmCancel: byTestId<HTMLButtonElement>('tg-close-confirm-cancel'),
  controls: byTestId<HTMLFormElement>('tg-controls'),
  themeSelect: byTestId<HTMLSelectElement>('tg-theme-select'),
  customColours: byTestId<HTMLFieldSetElement>('tg-custom-colours'),
  platformSelect: byTestId<HTMLSelectElement>('tg-platform-select'),
  userSelect: byTestId<HTMLSelectElement>('tg-user-select'),
  startParam: byTestId<HTMLInputElement>('tg-start-param'),
  entryPath: byTestId<HTMLInputElement>('tg-entry-path'),
  userId: byTestId('tg-user-id'),
  ready: byTestId('tg-ready'),
  expanded: byTestId('tg-expanded'),
  hapticCount: byTestId('tg-haptic-count'),
  lastHaptic: byTestId('tg-last-haptic'),
  headerColor: byTestId('tg-header-color'),
  backgroundColor: byTestId('tg-background-color'),
  bottomBarColor: byTestId('tg-bottom-bar-color'),
  launchUrl: byTestId('tg-launch-url'),
  log: byTestId<HTMLOListElement>('tg-log'),
  logClear: byTestId<HTMLButtonElement>('tg-log-clear'),
}

const config = (await (await fetch('/config.json')).json()) as HostConfig
const query = new URLSearchParams(window.location.search)

const isUserChoice = (value: string | null): value is UserChoice => value !== null && value in USER_LABELS
const isTheme = (value: string | null): value is ThemeName =>
  value === 'light' || value === 'dark' || value === 'custom'

const state = {
  theme: (isTheme(query.get('theme')) ? query.get('theme') : 'light') as ThemeName,
  customTheme: { ...DEFAULT_CUSTOM_THEME } as ThemeParams,
  platform: query.get('platform') ?? 'android',
  userChoice: (isUserChoice(query.get('user')) ? query.get('user') : 'en') as UserChoice,
  user: undefined as HostTestUser | undefined,
  startParam: query.get('startParam') ?? '',
  entryPath: query.get('path') ?? config.entryPath,
  frame: undefined as HTMLIFrameElement | undefined,
  launches: 0,
  ready: false,
  expanded: false,
  closingConfirmation: false,
  haptics: 0,
  headerColor: { key: 'bg_color' } as { key?: string; color?: string },
  backgroundColor: undefined as string | undefined,
  bottomBarColor: undefined as string | undefined,
  invoiceSlug: undefined as string | undefined,
}

// ---- The log ---------------------------------------------------------------------------------

const LOG_LIMIT = 500
const logEntries: { direction: 'from-app' | 'to-app' | 'host'; eventType: string; eventData?: unknown }[] = []

function log(direction: 'from-app' | 'to-app' | 'host', eventType: string, eventData?: unknown) {
  logEntries.push({ direction, eventType, eventData })
  if (logEntries.length > LOG_LIMIT) logEntries.shift()
  const item = document.createElement('li')
  item.dataset.testid = 'tg-log-entry'
  item.dataset.direction = direction
  item.dataset.eventType = eventType
  const arrow = direction === 'from-app' ? '←' : direction === 'to-app' ? '→' : '·'
  const data = eventData === undefined ? '' : ` ${JSON.stringify(eventData)}`
  item.textContent = `${new Date().toLocaleTimeString()} ${arrow} ${eventType}${data}`
  ui.log.prepend(item)
  while (ui.log.children.length > LOG_LIMIT) ui.log.lastElementChild?.remove()
}

// ---- Theme and colours -----------------------------------------------------------------------

function themeParams(): ThemeParams {
  if (state.theme === 'custom') return { ...state.customTheme }
  return { ...HOST_THEMES[state.theme] }
}

/** A colour the app asked for, by key of the theme (`bg_color`) or as a value. */
function resolveColor(choice: { key?: string; color?: string }, fallback: string): string {
  if (choice.color) return choice.color
  return (choice.key && themeParams()[choice.key]) || fallback
}

function renderColours() {
  const theme = themeParams()
  const style = ui.window.style
  style.setProperty('--tg-bg', state.backgroundColor ?? theme.bg_color ?? '#ffffff')
  style.setProperty('--tg-text', theme.text_color ?? '#000000')
  style.setProperty('--tg-hint', theme.hint_color ?? '#999999')
  style.setProperty('--tg-button', theme.button_color ?? '#2481cc')
  style.setProperty('--tg-button-text', theme.button_text_color ?? '#ffffff')
  style.setProperty('--tg-secondary-bg', theme.secondary_bg_color ?? '#efeff3')
  style.setProperty('--tg-destructive', theme.destructive_text_color ?? '#ff3b30')
  const header = resolveColor(state.headerColor, theme.header_bg_color ?? theme.bg_color ?? '#ffffff')
  style.setProperty('--tg-header', header)
  style.setProperty('--tg-bottom-bar', state.bottomBarColor ?? theme.bottom_bar_bg_color ?? '#ffffff')
  ui.headerColor.textContent = header
  ui.window.dataset.headerColor = header
  ui.backgroundColor.textContent = state.backgroundColor ?? '—'
  ui.window.dataset.backgroundColor = state.backgroundColor ?? ''
  ui.bottomBarColor.textContent = state.bottomBarColor ?? '—'
  ui.window.dataset.bottomBarColor = state.bottomBarColor ?? ''
  ui.window.dataset.theme = state.theme
}

function renderCustomColourInputs() {
  for (const key of CUSTOM_THEME_KEYS) {
    const label = document.createElement('label')
    label.textContent = key
    const input = document.createElement('input')
    input.type = 'color'
    input.value = state.customTheme[key] ?? '#000000'
    input.dataset.testid = `tg-custom-${key}`
    input.addEventListener('input', () => {
      state.customTheme[key] = input.value
      if (key === 'bg_color') {
        state.customTheme.header_bg_color = input.value
        state.customTheme.section_bg_color = input.value
        state.customTheme.bottom_bar_bg_color = input.value
      }
      if (state.theme === 'custom') themeChanged()
    })
    label.append(input)
    ui.customColours.append(label)
  }
}

function themeChanged() {
  ui.customColours.hidden = state.theme !== 'custom'
  renderColours()
  send('theme_changed', { theme_params: themeParams() })
}

// ---- Talking to the app ----------------------------------------------------------------------

/** Posts an event into the app as Telegram's web client does. */
function send(eventType: string, eventData?: Payload) {
  const target = state.frame?.contentWindow
  if (!target) return
  log('to-app', eventType, eventData)
  target.postMessage(
    JSON.stringify(eventData === undefined ? { eventType } : { eventType, eventData }),
    config.appOrigin,
  )
}

function viewport() {
  return {
    height: ui.frameArea.clientHeight,
    width: ui.frameArea.clientWidth,
    is_expanded: state.expanded,
    is_state_stable: true,
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function setupBarButton(button: HTMLButtonElement, data: Payload) {
  button.hidden = data.is_visible !== true
  button.textContent = str(data.text) ?? ''
  button.disabled = data.is_active === false
  button.dataset.active = String(data.is_active !== false)
  button.dataset.progress = String(data.is_progress_visible === true)
  button.style.background = str(data.color) ?? ''
  button.style.color = str(data.text_color) ?? ''
  ui.bottomBar.hidden = ui.mainButton.hidden && ui.secondaryButton.hidden
}

function setClosingConfirmation(on: boolean) {
  state.closingConfirmation = on
  ui.closingConfirmation.dataset.state = on ? 'on' : 'off'
  ui.closingConfirmation.textContent = `closing confirmation: ${on ? 'on' : 'off'}`
}

function haptic(data: Payload) {
  state.haptics += 1
  const kind = [data.type, data.impact_style ?? data.notification_type].filter(Boolean).join(':')
  ui.hapticCount.textContent = String(state.haptics)
  ui.window.dataset.hapticCount = String(state.haptics)
  ui.lastHaptic.textContent = kind
  ui.window.dataset.lastHaptic = kind
  ui.window.classList.remove('haptic')
  void ui.window.offsetWidth // restarts the animation
  ui.window.classList.add('haptic')
}

interface InvoiceDetails {
  title: string
  description: string
  currency: string
  totalAmount: number
  subscriptionPeriod?: number
}

/** An amount as the invoice sheet shows it: whole Stars for XTR, else the currency's minor units through Intl. */
function invoiceAmountText(currency: string, totalAmount: number): string {
  if (currency === 'XTR') return `⭐ ${totalAmount}`
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(totalAmount / 10 ** digits)
  } catch {
    return `${totalAmount} ${currency}`
  }
}

function openInvoice(slug: string) {
  state.invoiceSlug = slug
  ui.invoiceSlug.textContent = slug
  ui.invoiceTitle.textContent = 'Payment'
  ui.invoiceDescription.textContent = ''
  ui.invoiceAmount.textContent = ''
  ui.invoicePeriod.hidden = true
  ui.invoiceNote.textContent = config.botApiConnected
    ? 'If the fake Bot API made this invoice, paying sends the bot pre_checkout_query, then successful_payment.'
    : 'No fake Bot API is connected: paying only answers invoice_closed.'
  ui.invoiceSheet.hidden = false
  ui.invoicePay.disabled = false
  ui.invoiceSheet.dataset.loaded = 'false'
  void fetch(`/invoice?slug=${encodeURIComponent(slug)}`)
    .then((res) => (res.ok ? (res.json() as Promise<{ invoice: InvoiceDetails | null }>) : { invoice: null }))
    .then(({ invoice }) => {
      if (state.invoiceSlug !== slug) return
      if (invoice) {
        ui.invoiceTitle.textContent = invoice.title
        ui.invoiceDescription.textContent = invoice.description
        ui.invoiceAmount.textContent = invoiceAmountText(invoice.currency, invoice.totalAmount)
        ui.invoiceSheet.dataset.currency = invoice.currency
        if (invoice.subscriptionPeriod) {
          ui.invoicePeriod.hidden = false
          ui.invoicePeriod.textContent = `Subscription: renews every ${Math.round(invoice.subscriptionPeriod / 86400)} days`
        }
      }
      ui.invoiceSheet.dataset.loaded = 'true'
    })
    .catch(() => {
      ui.invoiceSheet.dataset.loaded = 'true'
    })
}

async function closeInvoice(pay: boolean) {
  const slug = state.invoiceSlug
  if (!slug) return
  let status = 'cancelled'
  if (pay) {
    ui.invoicePay.disabled = true
    const res = await fetch('/invoice', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug, user: state.user }),
    })
    status = res.ok ? ((await res.json()) as { status: string }).status : 'failed'
  }
  state.invoiceSlug = undefined
  ui.invoiceSheet.hidden = true
  send('invoice_closed', { slug, status })
}

function openPopup(data: Payload) {
  ui.popupTitle.textContent = str(data.title) ?? ''
  ui.popupMessage.textContent = str(data.message) ?? ''
  ui.popupButtons.replaceChildren()
  const buttons =
    Array.isArray(data.buttons) && data.buttons.length > 0 ? data.buttons : [{ id: '', type: 'close' }]
  for (const raw of buttons as Payload[]) {
    const button = document.createElement('button')
    button.type = 'button'
    const type = str(raw.type) ?? 'default'
    button.textContent = str(raw.text) || { ok: 'OK', close: 'Close', cancel: 'Cancel' }[type] || type
    if (type === 'destructive') button.className = 'tg-destructive'
    button.dataset.testid = 'tg-popup-button'
    button.dataset.buttonId = str(raw.id) ?? ''
    button.addEventListener('click', () => {
      ui.popup.hidden = true
      send('popup_closed', { button_id: str(raw.id) ?? '' })
    })
    ui.popupButtons.append(button)
  }
  ui.popup.hidden = false
}

/** Telegram's answers to the app's methods; anything not here is only logged. */
const handlers: Record<string, (data: Payload) => void> = {
  iframe_ready: () => {},
  iframe_will_reload: () => {},
  web_app_ready: () => {
    state.ready = true
    ui.ready.textContent = 'yes'
    ui.window.dataset.ready = 'true'
  },
  web_app_expand: () => {
    state.expanded = true
    ui.expanded.textContent = 'yes'
    send('viewport_changed', viewport())
  },
  web_app_request_theme: () => send('theme_changed', { theme_params: themeParams() }),
  web_app_request_viewport: () => send('viewport_changed', viewport()),
  web_app_request_safe_area: () => send('safe_area_changed', { ...safeAreaOf(state.platform) }),
  web_app_request_content_safe_area: () =>
    send('content_safe_area_changed', { ...contentSafeAreaOf(state.platform) }),
  web_app_setup_back_button: (data) => {
    ui.back.hidden = data.is_visible !== true
  },
  web_app_setup_main_button: (data) => setupBarButton(ui.mainButton, data),
  web_app_setup_secondary_button: (data) => setupBarButton(ui.secondaryButton, data),
  web_app_setup_closing_behavior: (data) => setClosingConfirmation(data.need_confirmation === true),
  web_app_set_header_color: (data) => {
    state.headerColor = str(data.color)
      ? { color: str(data.color) }
      : { key: str(data.color_key) ?? 'bg_color' }
    renderColours()
  },
  web_app_set_background_color: (data) => {
    state.backgroundColor = str(data.color)
    renderColours()
  },
  web_app_set_bottom_bar_color: (data) => {
    state.bottomBarColor = str(data.color)
    renderColours()
  },
  web_app_trigger_haptic_feedback: haptic,
  web_app_open_invoice: (data) => openInvoice(str(data.slug) ?? ''),
  web_app_open_popup: openPopup,
  web_app_open_link: (data) => {
    const url = str(data.url)
    if (url && /^https?:/.test(url)) window.open(url, '_blank', 'noopener')
  },
  web_app_open_tg_link: (data) => {
    // A t.me link with startapp into this bot relaunches the app with that start parameter.
    const startApp = new URL(str(data.path_full) ?? '/', 'https://t.me').searchParams.get('startapp')
    if (startApp !== null) {
      state.startParam = startApp
      ui.startParam.value = startApp
      void launch()
    }
  },
  web_app_close: () => closeApp(),
  web_app_request_phone: () => send('phone_requested', { status: 'cancelled' }),
  web_app_request_write_access: () => send('write_access_requested', { status: 'allowed' }),
  web_app_read_text_from_clipboard: (data) => send('clipboard_text_received', { req_id: data.req_id }),
  web_app_invoke_custom_method: (data) =>
    send('custom_method_invoked', { req_id: data.req_id, error: 'UNSUPPORTED' }),
  web_app_request_fullscreen: () => send('fullscreen_failed', { error: 'UNSUPPORTED' }),
  web_app_check_home_screen: () => send('home_screen_checked', { status: 'unsupported' }),
}

window.addEventListener('message', (event) => {
  if (!state.frame || event.source !== state.frame.contentWindow) return
  let message: { eventType?: unknown; eventData?: unknown }
  try {
    message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data
  } catch {
    log('host', 'unparsable message', event.data)
    return
  }
  if (!message || typeof message.eventType !== 'string') {
    log('host', 'message without eventType', message)
    return
  }
  let data = message.eventData
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      // Some methods carry a plain string; it is logged as it came.
    }
  }
  const payload = (data && typeof data === 'object' ? data : {}) as Payload
  log('from-app', message.eventType, data)
  const handler = handlers[message.eventType]
  if (!handler) return
  try {
    handler(payload)
  } catch (error) {
    log('host', `failed to handle ${message.eventType}`, String(error))
  }
})

// ---- Launching and closing -------------------------------------------------------------------

function resetAppState() {
  state.ready = false
  state.expanded = !['android', 'ios'].includes(state.platform)
  state.headerColor = { key: 'bg_color' }
  state.backgroundColor = undefined
  state.bottomBarColor = undefined
  ui.ready.textContent = 'no'
  ui.window.dataset.ready = 'false'
  ui.expanded.textContent = state.expanded ? 'yes' : 'no'
  ui.back.hidden = true
  setupBarButton(ui.mainButton, {})
  setupBarButton(ui.secondaryButton, {})
  setClosingConfirmation(false)
  ui.invoiceSheet.hidden = true
  ui.popup.hidden = true
  ui.closeConfirm.hidden = true
  state.invoiceSlug = undefined
  renderColours()
}

function userFor(choice: UserChoice): HostTestUser {
  if (choice === 'new') return newTestUser('en')
  if (choice === 'new-ru') return newTestUser('ru')
  return { ...HOST_TEST_USERS[choice] }
}

/** Opens the app afresh: new signed init data, a new iframe (a hash change alone would not reload). */
async function launch(options: { user?: HostTestUser } = {}) {
  if (options.user) state.user = options.user
  state.user ??= userFor(state.userChoice)
  state.frame?.remove()
  state.frame = undefined
  resetAppState()
  const res = await fetch('/init-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: state.user, startParam: state.startParam || undefined }),
  })
  if (!res.ok) {
    log('host', 'init data refused', await res.text())
    return
  }
  const { initData } = (await res.json()) as { initData: string }
  const hash = launchHash({
    initData,
    platform: state.platform,
    themeParams: themeParams(),
    startParam: state.startParam || undefined,
  })
  const src = `${config.appUrl}${state.entryPath}#${hash}`
  const frame = document.createElement('iframe')
  frame.title = `${config.botName} Mini App`
  frame.dataset.testid = 'tg-app-frame'
  frame.name = 'telegram-mini-app'
  frame.allow = 'camera; microphone; geolocation; clipboard-read; clipboard-write'
  frame.src = src
  state.frame = frame
  state.launches += 1
  ui.closed.hidden = true
  ui.frameArea.prepend(frame)
  ui.userId.textContent = `${state.user.id} (${state.user.language_code ?? '—'})`
  ui.window.dataset.userId = String(state.user.id)
  ui.window.dataset.platform = state.platform
  ui.window.dataset.launches = String(state.launches)
  ui.window.dataset.closed = 'false'
  ui.launchUrl.textContent = src
  log('host', 'launch', {
    user: state.user.id,
    platform: state.platform,
    startParam: state.startParam || null,
  })
}

function closeApp() {
  state.frame?.remove()
  state.frame = undefined
  resetAppState()
  ui.closed.hidden = false
  ui.window.dataset.closed = 'true'
  log('host', 'closed')
}

// ---- Controls --------------------------------------------------------------------------------

function fillSelect(select: HTMLSelectElement, options: [string, string][], value: string) {
  for (const [optionValue, label] of options) select.add(new Option(label, optionValue))
  if (!options.some(([v]) => v === value)) select.add(new Option(value, value))
  select.value = value
}

ui.botName.textContent = config.botName
ui.botUsername.textContent = config.botUsername ? `@${config.botUsername} · mini app` : 'mini app'
fillSelect(
  ui.themeSelect,
  (['light', 'dark', 'custom'] as const).map((t) => [t, t]),
  state.theme,
)
fillSelect(
  ui.platformSelect,
  HOST_PLATFORMS.map((p) => [p, p]),
  state.platform,
)
fillSelect(
  ui.userSelect,
  Object.entries(USER_LABELS).map(([key, label]) => [key, label]),
  state.userChoice,
)
ui.startParam.value = state.startParam
ui.entryPath.value = state.entryPath
renderCustomColourInputs()
ui.customColours.hidden = state.theme !== 'custom'

ui.themeSelect.addEventListener('change', () => {
  state.theme = ui.themeSelect.value as ThemeName
  themeChanged()
})
ui.platformSelect.addEventListener('change', () => {
  state.platform = ui.platformSelect.value
  void launch()
})
ui.userSelect.addEventListener('change', () => {
  state.userChoice = ui.userSelect.value as UserChoice
  state.user = userFor(state.userChoice)
  void launch()
})
ui.controls.addEventListener('submit', (event) => {
  event.preventDefault()
  state.startParam = ui.startParam.value.trim()
  state.entryPath = ui.entryPath.value.trim() || config.entryPath
  void launch()
})
ui.back.addEventListener('click', () => send('back_button_pressed'))
ui.mainButton.addEventListener('click', () => send('main_button_pressed'))
ui.secondaryButton.addEventListener('click', () => send('secondary_button_pressed'))
ui.close.addEventListener('click', () => {
  if (!state.frame) return
  if (state.closingConfirmation) ui.closeConfirm.hidden = false
  else closeApp()
})
ui.closeConfirmCancel.addEventListener('click', () => {
  ui.closeConfirm.hidden = true
})
ui.closeConfirmClose.addEventListener('click', () => closeApp())
ui.reopen.addEventListener('click', () => void launch())
ui.invoicePay.addEventListener('click', () => void closeInvoice(true))
ui.invoiceCancel.addEventListener('click', () => void closeInvoice(false))
ui.logClear.addEventListener('click', () => ui.log.replaceChildren())
new ResizeObserver(() => {
  if (state.frame) send('viewport_changed', viewport())
}).observe(ui.frameArea)

/** For tests and the console: the host's state, its log, and a way to send any event or relaunch. */
Object.assign(window, {
  telegramHost: {
    state,
    log: logEntries,
    send,
    launch: (options?: { user?: HostTestUser; startParam?: string; platform?: string; path?: string }) => {
      if (options?.startParam !== undefined) state.startParam = ui.startParam.value = options.startParam
      if (options?.platform) state.platform = ui.platformSelect.value = options.platform
      if (options?.path) state.entryPath = ui.entryPath.value = options.path
      return launch(options?.user ? { user: options.user } : {})
    },
    close: closeApp,
  },
})

await launch()
