import { useT } from './i18n/index.ts'

/**
 * A person's name as the screens show it: a deleted account's records keep pointing at an empty
 * name, shown as "Deleted user" (decision 0035). One rule for every list that names people.
 */
export function useShownName(): (name: string) => string {
  const t = useT()
  return (name) => name.trim() || t.common.deletedUser
}
