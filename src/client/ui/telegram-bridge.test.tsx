import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBackButton } from '#client/platform/telegram/back-button.ts'
import { isClosingConfirmationWanted } from '#client/platform/telegram/closing-confirmation.ts'
import { useMainButton } from '#client/platform/telegram/main-button.ts'
import { startTelegram, telegramBridge } from '#client/platform/telegram/telegram.ts'
import { Checkbox } from '#client/ui/components/checkbox-group.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { clock } from '#shared/clock.ts'

// The real SDK, driven through its own native protocol: what the app posts arrives at
// window.TelegramWebviewProxy.postEvent, and Telegram's events go in through
// window.Telegram.WebView.receiveEvent — no module of ours is mocked.

interface Posted {
  method: string
  params: Record<string, unknown> | undefined
}
let posted: Posted[] = []

function postedOf(method: string) {
  return posted.filter((p) => p.method === method).map((p) => p.params)
}
function lastOf(method: string) {
  return postedOf(method).at(-1)
}

function receive(eventType: string, eventData?: unknown) {
  const telegram = (
    window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
  ).Telegram
  act(() => telegram.WebView.receiveEvent(eventType, eventData))
}

const LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  button_color: '#2481cc',
  secondary_bg_color: '#efeff3',
}

function NameForm({ onSend }: { onSend: (body: { name: string }) => void }) {
  const form = useForm(z.object({ name: z.string().min(1) }), { name: '' }, async (body) => onSend(body))
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <input aria-label="Name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      <MainActionButton busy={form.submitting}>Save name</MainActionButton>
    </form>
  )
}

function DirtyForm({ label }: { label: string }) {
  const form = useForm(z.object({ text: z.string() }), { text: '' }, async () => {})
  return (
    <form>
      <input aria-label={label} value={form.values.text} onChange={(e) => form.set('text', e.target.value)} />
      <button type="button" onClick={() => form.reset({ text: '' })}>
        {`Reset ${label}`}
      </button>
    </form>
  )
}
function TwoForms() {
  const [second, setSecond] = useState(true)
  return (
    <>
      <DirtyForm label="first" />
      {second ? <DirtyForm label="second" /> : null}
      <button type="button" onClick={() => setSecond(false)}>
        Close second
      </button>
    </>
  )
}

beforeAll(async () => {
  await applyLocale('en')
  Object.assign(window, {
    TelegramWebviewProxy: {
      postEvent(method: string, params?: string) {
        posted.push({ method, params: params ? JSON.parse(params) : undefined })
      },
    },
  })
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 7, first_name: 'Ivan', language_code: 'ru' }),
    auth_date: String(Math.floor(clock.nowMs() / 1000)),
    chat_instance: '-1',
    signature: 'c2lnbmF0dXJl',
    hash: 'abc',
  }).toString()
  window.location.hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(LIGHT),
  }).toString()
  expect(await startTelegram()).toBe(true)
})

beforeEach(() => {
  posted = []
})

describe('the init sequence inside Telegram', () => {
  it('ran: theme colours as CSS variables, header and background colours, expanded, ready', async () => {
    // Posted before this file's beforeEach cleared the record, so check the SDK's effects instead.
    expect(telegramBridge()).toBeDefined()
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#ffffff')
    expect(document.documentElement.style.getPropertyValue('--tg-theme-button-color')).toBe('#2481cc')
  })

  it('follows theme_changed live: the CSS variables and the colour scheme change', () => {
    receive('theme_changed', {
      theme_params: { bg_color: '#17212b', text_color: '#f5f5f5', secondary_bg_color: '#232e3c' },
    })
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    // Telegram is told the new background colour to paint behind the app.
    expect(lastOf('web_app_set_background_color')).toEqual({ color: '#17212b' })
    receive('theme_changed', { theme_params: LIGHT })
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#ffffff')
    expect(document.documentElement.style.colorScheme).toBe('light')
  })

  it('binds the stable viewport height once Telegram reports the viewport', async () => {
    // The SDK asks for the safe areas, then (on a phone) for the viewport.
    receive('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 })
    receive('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    receive('viewport_changed', { height: 640, width: 390, is_state_stable: true, is_expanded: true })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.documentElement.style.getPropertyValue('--tg-viewport-stable-height')).toBe('640px')
    expect(document.documentElement.style.getPropertyValue('--tg-safe-area-inset-top')).toBe('24px')
  })
})

describe('the BackButton', () => {
  it('shows while a screen gives it something to do, and pressing it does that', () => {
    let pressed = 0
    const { rerender, unmount } = renderHook(({ onBack }) => useBackButton(onBack), {
      initialProps: { onBack: (() => pressed++) as (() => void) | undefined },
    })
    expect(lastOf('web_app_setup_back_button')).toEqual({ is_visible: true })
    receive('back_button_pressed')
    expect(pressed).toBe(1)
    rerender({ onBack: undefined })
    expect(lastOf('web_app_setup_back_button')).toEqual({ is_visible: false })
    receive('back_button_pressed')
    expect(pressed).toBe(1)
    unmount()
  })
})

describe('useMainButton', () => {
  it('shows the declared action with its state, and a press runs it', () => {
    let saved = 0
    const { rerender, unmount, result } = renderHook(
      ({ loading, enabled }) => useMainButton({ text: 'Save', enabled, loading, onClick: () => saved++ }),
      { initialProps: { loading: false, enabled: true } },
    )
    expect(result.current).toBe(true)
    expect(lastOf('web_app_setup_main_button')).toMatchObject({
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
      text: 'Save',
    })
    receive('main_button_pressed')
    expect(saved).toBe(1)

    rerender({ loading: true, enabled: true })
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ is_active: false, is_progress_visible: true })
    rerender({ loading: false, enabled: false })
    expect(lastOf('web_app_setup_main_button')).toMatchObject({
      is_active: false,
      is_progress_visible: false,
    })

    unmount()
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ is_visible: false })
    receive('main_button_pressed')
    expect(saved).toBe(1)
  })

  it('takes the new button colours after a live theme change', () => {
    const { unmount } = renderHook(() => useMainButton({ text: 'Save', onClick: () => {} }))
    receive('theme_changed', {
      theme_params: { ...LIGHT, button_color: '#8774e1', button_text_color: '#ffffff' },
    })
    expect(lastOf('web_app_setup_main_button')).toMatchObject({
      is_visible: true,
      text: 'Save',
      color: '#8774e1',
      text_color: '#ffffff',
    })
    receive('theme_changed', { theme_params: { ...LIGHT, button_text_color: '#ffffff' } })
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ color: '#2481cc' })
    unmount()
  })

  it('belongs to the latest screen that declares one, and returns to the previous when it goes', () => {
    const pressed: string[] = []
    const outer = renderHook(() => useMainButton({ text: 'Book', onClick: () => pressed.push('book') }))
    const inner = renderHook(() => useMainButton({ text: 'Send', onClick: () => pressed.push('send') }))
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ text: 'Send', is_visible: true })
    expect(outer.result.current).toBe(false)
    expect(inner.result.current).toBe(true)
    receive('main_button_pressed')
    inner.unmount()
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ text: 'Book', is_visible: true })
    expect(outer.result.current).toBe(true)
    receive('main_button_pressed')
    expect(pressed).toEqual(['send', 'book'])
    outer.unmount()
  })

  it('submits a form through its MainActionButton, whose in-page button steps aside', async () => {
    let sent: unknown
    const { unmount, container } = render(
      <NameForm
        onSend={(body) => {
          sent = body
        }}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull()
    expect(container.querySelector('button[type="submit"]')).toHaveAttribute('hidden')
    expect(lastOf('web_app_setup_main_button')).toMatchObject({ text: 'Save name', is_visible: true })
    await userEvent.type(screen.getByLabelText('Name'), 'Ivan')
    receive('main_button_pressed')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(sent).toEqual({ name: 'Ivan' })
    unmount()
  })
})

describe('closing confirmation', () => {
  it('is on while any form has unsaved input, and off once none has', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<TwoForms />)
    expect(postedOf('web_app_setup_closing_behavior')).toEqual([])
    await user.type(screen.getByLabelText('first'), 'a')
    expect(lastOf('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true })
    await user.type(screen.getByLabelText('second'), 'b')
    await user.click(screen.getByRole('button', { name: 'Reset first' }))
    expect(isClosingConfirmationWanted()).toBe(true)
    expect(lastOf('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true })
    // The last dirty form goes away without saving: nothing is left to lose.
    await user.click(screen.getByRole('button', { name: 'Close second' }))
    expect(lastOf('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false })
    expect(postedOf('web_app_setup_closing_behavior')).toHaveLength(2)
    unmount()
  })
})

describe('haptics', () => {
  it('buzz on a success or error toast and on a selection', async () => {
    showToast('Saved it', 'success')
    showToast('Broke it', 'error')
    showToast('Just so', 'info')
    expect(postedOf('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'notification', notification_type: 'success' },
      { type: 'notification', notification_type: 'error' },
    ])
    posted = []
    render(<Checkbox label="Remind me" checked={false} onChange={() => {}} />)
    await userEvent.click(screen.getByLabelText('Remind me'))
    expect(postedOf('web_app_trigger_haptic_feedback')).toEqual([{ type: 'selection_change' }])
  })
})
