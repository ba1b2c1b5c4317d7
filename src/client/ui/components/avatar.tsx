export function Avatar({ url, name, size = 96 }: { url: string; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  if (url) return <img className="avatar" src={url} alt={name} width={size} height={size} />
  return (
    <span className="avatar" role="img" aria-label={name} style={{ width: size, height: size }}>
      {initials || '?'}
    </span>
  )
}
