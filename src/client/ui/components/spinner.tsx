export function Spinner({ label }: { label: string }) {
  return (
    <div className="centered" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
