import type { FastifyInstance } from 'fastify'

/**
 * A request with no body at all (`curl -X POST` without data: no content type) is read as `{}`,
 * so an action whose body fields are all optional accepts it, and one with required fields names
 * them, instead of "expected object, received undefined". A body declared as JSON stays JSON's.
 */
export function registerEmptyBody(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body == null && !request.headers['content-type'] && request.routeOptions.schema?.body) {
      request.body = {}
    }
  })
}
