/** A round photo, or the initials in a circle; both at `size` px, text scaled to fit the circle. */
export function Avatar({ url, name, size = 96 }: { url: string; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  const box = { width: size, height: size, fontSize: Math.round(size * 0.38) }
  // Lazy: a photo is fetched when it nears the screen, not while the list renders. A phone on a
  // slow network spends the first load on the page and the photos it shows (a catalogue of 14
  // fetched all 14 at once, beside the answers the page waited for). Sized, so nothing moves.
  if (url)
    return (
      <img className="avatar" src={url} alt={name} width={size} height={size} style={box} loading="lazy" />
    )
  return (
    <span className="avatar" role="img" aria-label={name} style={box}>
      {initials || '?'}
    </span>
  )
}
