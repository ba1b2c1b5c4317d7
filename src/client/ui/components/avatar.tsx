/**
 * A round photo, or the initials in a circle; both at `size` px, text scaled to fit the circle.
 * The photo loads when it comes near the screen: a list's photos further down wait for the scroll,
 * and the ones in view ask after the page's text has been laid out, not before (decision 0049).
 */
export function Avatar({ url, name, size = 96 }: { url: string; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  const box = { width: size, height: size, fontSize: Math.round(size * 0.38) }
  if (url)
    return (
      <img
        className="avatar"
        src={url}
        alt={name}
        width={size}
        height={size}
        style={box}
        loading="lazy"
        decoding="async"
      />
    )
  return (
    <span className="avatar" role="img" aria-label={name} style={box}>
      {initials || '?'}
    </span>
  )
}
