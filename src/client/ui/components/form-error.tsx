/**
 * What stopped a form as a whole (field errors stand next to their fields). Put it next to the
 * submit button; after a refusal the form hook scrolls to it and focuses it (hence tabIndex).
 */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  )
}
