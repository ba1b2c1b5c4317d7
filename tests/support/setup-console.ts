import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error fails the test that caused it (a habit of the Epic Stack).
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called:\n${text}`)
  }
})
