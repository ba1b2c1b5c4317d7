// Work that draws nothing on the screen at hand: the code of a store the screen follows later, a
// count a badge shows, a menu's table. Started in a render's effect, it ran before that render was
// painted (React runs the effects of a page's first render in the same task), and its imports
// alone took ~20 ms at 4× CPU of the offline schedule's first paint (decision 0055).

/**
 * Settles in a task after the browser's next paint: the frame a render has just committed is on
 * the screen first. A hidden page paints no frames; there it settles after a task only.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
      setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
