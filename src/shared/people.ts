/** A person's display name: first and last name joined by a space, trimmed (in SQL: db/people.ts). */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim()
}
