/** What stopped a form as a whole (field errors stand next to their fields). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  )
}
