// The floor of `npm run bench`: the least a JSON API on this stack can do per request — Fastify
// with a `pg` pool of 10 reading one user row by id from the same PostgreSQL as Trainly.
// `node tests/load/floor-server.mjs <port> <database-url>`; GET /user/<id>.
import Fastify from 'fastify'
import pg from 'pg'

const [port, url] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: url, max: 10 })
const app = Fastify({ logger: false })
app.get('/user/:id', async (request) => {
  const { rows } = await pool.query('select id, email, first_name, last_name from users where id = $1', [
    request.params.id,
  ])
  return rows[0] ?? null
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
)
