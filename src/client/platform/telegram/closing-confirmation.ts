import { useEffect, useId } from 'react'
import { telegramBridge } from './telegram.ts'

// Every form with unsaved input counts; Telegram asks before closing while any does.
const dirtyForms = new Set<string>()
let confirming = false

function apply() {
  const wanted = dirtyForms.size > 0
  if (wanted === confirming) return
  confirming = wanted
  telegramBridge()?.setClosingConfirmation(wanted)
}

/** Whether closing the Mini App asks for confirmation now (some form has unsaved input). */
export function isClosingConfirmationWanted(): boolean {
  return dirtyForms.size > 0
}

/** A form with unsaved input: Telegram confirms closing until it is saved, reset or gone. */
export function useClosingConfirmation(dirty: boolean) {
  const id = useId()
  useEffect(() => {
    if (!dirty || !telegramBridge()) return
    dirtyForms.add(id)
    apply()
    return () => {
      dirtyForms.delete(id)
      apply()
    }
  }, [dirty, id])
}
