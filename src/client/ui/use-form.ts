import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { ApiRequestError, NetworkError } from '#client/platform/http/errors.ts'
import { useClosingConfirmation } from '#client/platform/telegram/closing-confirmation.ts'
import { haptic } from '#client/platform/telegram/telegram.ts'
import { messageIdOf } from '#shared/messages.ts'
import { type Dictionary, useT } from './i18n/index.ts'

/** An API or schema message in the reader's language (src/shared/messages.ts ids). */
export function translateMessage(t: Dictionary, text: string): string {
  const id = messageIdOf(text)
  if (id) return t.messages[id]
  return t.staffMessage(text) ?? text
}

/** What a failed request means for the person at the form. */
export function describeError(t: Dictionary, error: unknown): string {
  if (error instanceof NetworkError) return t.common.networkError
  if (error instanceof ApiRequestError) {
    if (error.code === 'rate_limited') return t.common.rateLimited
    return translateMessage(t, error.message)
  }
  return t.common.unexpectedError
}

export type FieldErrors = Record<string, string>

/** Scrolls the first invalid field (else the form's error) of `root` into view and focuses it. */
export function showFirstProblem(root: ParentNode): HTMLElement | null {
  const target =
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>('.form-error')
  if (!target) return null
  target.scrollIntoView?.({ block: 'center' })
  target.focus({ preventScroll: true })
  return target
}

export interface FormState<Values> {
  values: Values
  errors: FieldErrors
  formError: string | undefined
  submitting: boolean
  dirty: boolean
  set<K extends keyof Values>(field: K, value: Values[K]): void
  setErrors(errors: FieldErrors): void
  handleSubmit(event?: FormEvent): Promise<void>
  reset(values: Values): void
}

/**
 * A form validated by the same zod schema as the server. A rejected submit keeps every typed
 * value and shows the server's field errors next to their fields.
 */
export function useForm<Values extends Record<string, unknown>, Parsed>(
  schema: z.ZodType<Parsed, Values>,
  initial: Values,
  submit: (parsed: Parsed) => Promise<void>,
): FormState<Values> {
  const t = useT()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const [dirty, setDirty] = useState(false)
  const latest = useRef(values)
  latest.current = values
  // A refusal asks to show its first problem once the errors are on screen (after the commit).
  const focusRequest = useRef<ParentNode | null>(null)
  const [focusRound, setFocusRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refusal's render
  useEffect(() => {
    const root = focusRequest.current
    focusRequest.current = null
    if (root) showFirstProblem(root)
  }, [focusRound])
  // Inside Telegram, closing the Mini App asks first while this form has unsaved input.
  useClosingConfirmation(dirty)

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setDirty(true)
    setErrors((e) => {
      if (!(field in e)) return e
      const { [field as string]: _removed, ...rest } = e
      return rest
    })
  }, [])

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault()
      const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined
      // After a refusal, bring the first thing to fix into view and put the keyboard and screen
      // reader on it: a field marked invalid, else the form's own error (beside its submit button).
      const focusFirstProblem = () => {
        focusRequest.current = form ?? document
        setFocusRound((n) => n + 1)
      }
      if (submitting) return
      setFormError(undefined)
      const parsed = schema.safeParse(latest.current)
      if (!parsed.success) {
        const next: FieldErrors = {}
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '')
          next[key] ??= translateMessage(t, issue.message)
        }
        setErrors(next)
        haptic('error')
        focusFirstProblem()
        return
      }
      setErrors({})
      setSubmitting(true)
      try {
        await submit(parsed.data)
        setDirty(false)
      } catch (error) {
        haptic('error')
        if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
          setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translateMessage(t, v)])),
          )
        } else {
          setFormError(describeError(t, error))
        }
        focusFirstProblem()
      } finally {
        setSubmitting(false)
      }
    },
    [schema, submit, submitting, t],
  )

  const reset = useCallback((next: Values) => {
    setValues(next)
    setErrors({})
    setFormError(undefined)
    setDirty(false)
  }, [])

  return { values, errors, formError, submitting, dirty, set, setErrors, handleSubmit, reset }
}
