import { notFound } from '@tanstack/react-router'
import { isUuid } from '#shared/uuid.ts'

/**
 * `$id` parsed as a UUID at the route: any other value is a page that does not exist. Its own
 * module because a route's `params` stays in the route file, which is in the first load.
 */
export const uuidParams = {
  parse: ({ id }: { id: string }) => {
    if (!isUuid(id)) throw notFound()
    return { id }
  },
  stringify: ({ id }: { id: string }) => ({ id }),
}
