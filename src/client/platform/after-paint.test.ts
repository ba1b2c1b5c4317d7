import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint.ts'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('settles in a task after the next animation frame, not before it', async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    let settled = false
    void afterNextPaint().then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(settled).toBe(false)
    expect(frames).toHaveLength(1)
    frames[0]!(performance.now())
    // The frame's own callback does not settle it: the paint comes after the frame's callbacks.
    await Promise.resolve()
    expect(settled).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(true)
  })

  it('waits for a task only on a hidden page, which paints no frames', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await afterNextPaint()
    expect(frame).not.toHaveBeenCalled()
  })
})
