import { useCallback, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import type { Dictionary } from './i18n/index.ts'
import { useT } from './i18n/index.ts'
import { showToast } from './toast.ts'
import { describeError, translateMessage } from './use-form.ts'

/**
 * A failed call's message with what the server said of each field, for a call whose fields are
 * not marked beside them (useAction's `fieldsInMessage`): "Some fields are not valid" alone does
 * not say which or why. A form that marks its fields itself keeps the plain message.
 */
function describeFailure(t: Dictionary, error: unknown): string {
  const message = describeError(t, error)
  if (!(error instanceof ApiRequestError)) return message
  const details = [...new Set(Object.values(error.fields).map((text) => translateMessage(t, text)))]
  return details.length > 0 ? `${message}: ${details.join('; ')}` : message
}

/** A refusal the caller words itself (not the server's): `run` shows its message as it is. */
export class ActionRefusal extends Error {}

/** Where a failed call's message shows: beside the button (`error`), or as a toast. */
export type ActionFailure = 'inline' | 'toast'

export interface ActionOptions {
  /** The server's field messages follow the message: for calls that mark no field themselves. */
  fieldsInMessage?: boolean
}

/**
 * One button's call to the server: busy while it runs, its failure as a message in the reader's
 * language (`error`, or a toast with `failure: 'toast'`), and on success the `success` toast, if
 * any, and `onDone` (usually a reload of what changed). `run` resolves to whether the call
 * succeeded; a call handles the failures it expects itself and rethrows the rest.
 */
export function useAction(
  onDone?: () => void,
  failure: ActionFailure = 'inline',
  { fieldsInMessage = false }: ActionOptions = {},
) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = useCallback(
    async <T>(call: () => Promise<T>, success?: string | ((result: T) => string)): Promise<boolean> => {
      setBusy(true)
      setError(undefined)
      try {
        const result = await call()
        if (success !== undefined)
          showToast(typeof success === 'string' ? success : success(result), 'success')
        onDone?.()
        return true
      } catch (err) {
        const message =
          err instanceof ActionRefusal
            ? err.message
            : fieldsInMessage
              ? describeFailure(t, err)
              : describeError(t, err)
        if (failure === 'toast') showToast(message, 'error')
        else setError(message)
        return false
      } finally {
        setBusy(false)
      }
    },
    [t, onDone, failure, fieldsInMessage],
  )
  return { busy, error, run }
}
