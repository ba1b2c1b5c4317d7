import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  editTimeAfter,
  epleyOneRepMaxKg,
  mergeSetEdits,
  pendingAfterSync,
  queueLocalEdit,
  type SetEdit,
  setKey,
  supersedes,
} from './training-log.ts'

const BASE_MS = Date.parse('2026-11-01T10:00:00.000Z')
const ITEMS = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']

/** One step of a run: devices edit sets offline, send what waits, the network delivers, loses, repeats. */
type Step =
  | { kind: 'edit'; device: number; item: number; setIndex: number; reps: number; tick: number }
  | { kind: 'send'; device: number }
  | { kind: 'deliver'; request: number; loseAnswer: boolean; twice: boolean }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    device: fc.integer({ min: 0, max: 2 }),
    item: fc.integer({ min: 0, max: 1 }),
    setIndex: fc.integer({ min: 0, max: 2 }),
    reps: fc.integer({ min: 0, max: 20 }),
    // Devices' clocks: a step forward of 0–3 s, so two devices can edit at the same instant.
    tick: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('send' as const), device: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('deliver' as const),
    request: fc.nat(),
    loseAnswer: fc.boolean(),
    twice: fc.boolean(),
  }),
)

interface Device {
  pending: SetEdit[]
  known: Map<string, SetEdit>
  clockMs: number
  nextId: number
}

/** Simulates the devices and a server that stores `mergeSetEdits` of every batch it receives. */
function run(steps: Step[], deliverBatch: (stored: SetEdit[], batch: SetEdit[]) => SetEdit[]) {
  const devices: Device[] = [0, 1, 2].map((d) => ({
    pending: [],
    known: new Map(),
    clockMs: BASE_MS + d * 500,
    nextId: 0,
  }))
  let stored: SetEdit[] = []
  const made: SetEdit[] = []
  const inFlight: { device: number; batch: SetEdit[] }[] = []

  const deliver = (request: { device: number; batch: SetEdit[] }, loseAnswer: boolean) => {
    stored = deliverBatch(stored, request.batch)
    if (loseAnswer) return
    const sent = new Set(request.batch.map(setKey))
    const answer = stored.filter((edit) => sent.has(setKey(edit)))
    const device = devices[request.device] as Device
    device.pending = pendingAfterSync(device.pending, answer)
    for (const edit of answer) {
      const seen = device.known.get(setKey(edit))
      if (!seen || supersedes(edit, seen)) device.known.set(setKey(edit), edit)
    }
  }

  for (const s of steps) {
    if (s.kind === 'edit') {
      const device = devices[s.device] as Device
      device.clockMs += s.tick * 1000
      const itemId = ITEMS[s.item] as string
      const key = setKey({ itemId, setIndex: s.setIndex })
      const seen = device.known.get(key)
      const id =
        seen?.id ??
        `00000000-0000-4000-8000-${String(s.device).padStart(4, '0')}${String(device.nextId++).padStart(8, '0')}`
      const edit: SetEdit = {
        id,
        itemId,
        setIndex: s.setIndex,
        reps: s.reps,
        weightKg: 60,
        durationSeconds: null,
        done: true,
        editedAt: editTimeAfter(device.clockMs, seen?.editedAt),
      }
      device.known.set(key, edit)
      made.push(edit)
      device.pending = queueLocalEdit(device.pending, edit)
    } else if (s.kind === 'send') {
      const device = devices[s.device] as Device
      if (device.pending.length) inFlight.push({ device: s.device, batch: [...device.pending] })
    } else if (inFlight.length) {
      const index = s.request % inFlight.length
      const request = inFlight[index] as { device: number; batch: SetEdit[] }
      // A retry: the same request arrives again; otherwise it leaves the network.
      if (!s.twice) inFlight.splice(index, 1)
      deliver(request, s.loseAnswer)
    }
  }
  // The connection returns for good: every device sends what waits until nothing does.
  for (const [index, device] of devices.entries()) {
    for (let round = 0; device.pending.length && round < 5; round++)
      deliver({ device: index, batch: [...device.pending] }, false)
    expect(device.pending).toEqual([])
  }
  return { stored, made }
}

function latestOf(edits: SetEdit[]): Map<string, SetEdit> {
  const latest = new Map<string, SetEdit>()
  for (const edit of edits) {
    const current = latest.get(setKey(edit))
    if (!current || supersedes(edit, current)) latest.set(setKey(edit), edit)
  }
  return latest
}

describe('syncing logged sets', () => {
  it('gives each set once with its latest edit, for any interleaving of offline edits and retries', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { stored, made } = run(steps, mergeSetEdits)
        const keys = stored.map(setKey)
        expect(new Set(keys).size).toBe(keys.length)
        expect(new Map(stored.map((edit) => [setKey(edit), edit]))).toEqual(latestOf(made))
      }),
      { numRuns: 400, seed: 31 },
    )
  })

  it('does not duplicate a set when the same batch arrives again', () => {
    const edit: SetEdit = {
      id: '00000000-0000-4000-8000-000000000001',
      itemId: ITEMS[0] as string,
      setIndex: 1,
      reps: 8,
      weightKg: 80,
      durationSeconds: null,
      done: true,
      editedAt: '2026-11-01T10:00:00.000Z',
    }
    const once = mergeSetEdits([], [edit])
    expect(mergeSetEdits(once, [edit])).toEqual(once)
  })

  it('keeps the later edit of a set edited on two devices, whichever arrives last', () => {
    const earlier: SetEdit = {
      id: '00000000-0000-4000-8000-000000000002',
      itemId: ITEMS[0] as string,
      setIndex: 2,
      reps: 5,
      weightKg: 100,
      durationSeconds: null,
      done: true,
      editedAt: '2026-11-01T10:00:00.000Z',
    }
    const later = {
      ...earlier,
      id: '00000000-0000-4000-8000-000000000001',
      reps: 6,
      editedAt: '2026-11-01T10:00:01.000Z',
    }
    expect(mergeSetEdits([later], [earlier])).toEqual([later])
    expect(mergeSetEdits([earlier], [later])).toEqual([later])
  })

  it('keeps an edit made while its set was being synced for the next sync', () => {
    const sent: SetEdit = {
      id: '00000000-0000-4000-8000-000000000003',
      itemId: ITEMS[1] as string,
      setIndex: 1,
      reps: 10,
      weightKg: null,
      durationSeconds: 30,
      done: true,
      editedAt: '2026-11-01T10:00:00.000Z',
    }
    const newer = { ...sent, reps: 12, editedAt: '2026-11-01T10:00:05.000Z' }
    expect(pendingAfterSync([newer], [sent])).toEqual([newer])
    expect(pendingAfterSync([sent], [sent])).toEqual([])
  })
})

describe('estimated one-repetition maximum (Epley)', () => {
  it('is the weight for a single and grows with reps', () => {
    expect(epleyOneRepMaxKg(100, 1)).toBe(100)
    expect(epleyOneRepMaxKg(100, 10)).toBe(133.3)
    expect(epleyOneRepMaxKg(null, 10)).toBeNull()
    expect(epleyOneRepMaxKg(100, 0)).toBeNull()
  })
})
