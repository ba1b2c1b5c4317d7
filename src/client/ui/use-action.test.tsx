import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { applyLocale } from './i18n/index.ts'
import { dismissToast, toasts } from './toast.ts'
import { type ActionFailure, ActionRefusal, useAction } from './use-action.ts'

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  for (const toast of toasts.items) dismissToast(toast.id)
})

const shown = () => toasts.items.map(({ kind, text }) => ({ kind, text }))
const refused = () => Promise.reject(new ApiRequestError(409, 'conflict', 'This training is already full'))

function setUp(failure?: ActionFailure) {
  const onDone = vi.fn()
  const hook = renderHook(() => useAction(onDone, failure))
  return { onDone, hook }
}

describe('one button’s call to the server', () => {
  it('is busy while the call runs, then toasts the success and calls onDone', async () => {
    const { onDone, hook } = setUp()
    let finish!: () => void
    let done!: Promise<boolean>
    act(() => {
      done = hook.result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), 'Saved')
    })
    expect(hook.result.current.busy).toBe(true)
    await act(async () => {
      finish()
      expect(await done).toBe(true)
    })
    expect(hook.result.current.busy).toBe(false)
    expect(shown()).toEqual([{ kind: 'success', text: 'Saved' }])
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('words the success from what the call returned, or shows none', async () => {
    const { hook } = setUp()
    await act(() =>
      hook.result.current.run(
        async () => 3,
        (n) => `${n} sessions ended`,
      ),
    )
    await act(() => hook.result.current.run(async () => 'quiet'))
    expect(shown()).toEqual([{ kind: 'success', text: '3 sessions ended' }])
  })

  it('shows a failure beside the button, in the reader’s language, and does not call onDone', async () => {
    const { onDone, hook } = setUp()
    let ok = true
    await act(async () => {
      ok = await hook.result.current.run(refused, 'Saved')
    })
    expect(ok).toBe(false)
    expect(hook.result.current.error).toBe('This training is already full')
    expect(hook.result.current.busy).toBe(false)
    expect(shown()).toEqual([])
    expect(onDone).not.toHaveBeenCalled()
    await act(() => hook.result.current.run(async () => {}))
    expect(hook.result.current.error).toBeUndefined()
  })

  it('shows a failure as a toast when asked to', async () => {
    const { hook } = setUp('toast')
    await act(() => hook.result.current.run(refused))
    expect(hook.result.current.error).toBeUndefined()
    expect(shown()).toEqual([{ kind: 'error', text: 'This training is already full' }])
  })

  it('shows a refusal the page words itself as it is', async () => {
    const { hook } = setUp()
    await act(() =>
      hook.result.current.run(async () => {
        throw new ActionRefusal('Choose a JPEG, PNG or WebP image')
      }),
    )
    expect(hook.result.current.error).toBe('Choose a JPEG, PNG or WebP image')
  })

  it('says what the server refused in each field, for a call without a form to mark them', async () => {
    const hook = renderHook(() => useAction(undefined, 'inline', { fieldsInMessage: true }))
    await act(async () => {
      await hook.result.current.run(() =>
        Promise.reject(
          new ApiRequestError(400, 'validation_error', 'Some fields are not valid', {
            title: 'Enter a title',
            'items.0.reps': 'The text is too long',
            'items.1.reps': 'The text is too long',
          }),
        ),
      )
    })
    expect(hook.result.current.error).toBe('Some fields are not valid: Enter a title; The text is too long')
  })

  it('keeps the plain message for a form that marks its fields itself', async () => {
    const { hook } = setUp()
    await act(async () => {
      await hook.result.current.run(() =>
        Promise.reject(
          new ApiRequestError(400, 'validation_error', 'Some fields are not valid', {
            title: 'Enter a title',
          }),
        ),
      )
    })
    expect(hook.result.current.error).toBe('Some fields are not valid')
  })
})
