import { expect, it } from 'vitest'
import { appUpdate, offerUpdate, postponeUpdate } from './app-update.ts'

it('keeps "Later" when the same waiting version is reported again, until the next load', () => {
  offerUpdate()
  expect(appUpdate).toMatchObject({ ready: true, dismissed: false })
  postponeUpdate()
  // Workbox's `waiting` and the registration's own state change both report the new worker.
  offerUpdate()
  expect(appUpdate).toMatchObject({ ready: true, dismissed: true })
})
