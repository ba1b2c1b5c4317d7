// `npm run mock:bot-api`: the fake Bot API on its own, for running the server against it by hand.
import { FAKE_BOT_TOKEN, startFakeBotApi } from './bot-api.ts'

const port = Number(process.env.FAKE_BOT_API_PORT ?? 8081)
const token = process.env.TELEGRAM_BOT_TOKEN ?? FAKE_BOT_TOKEN
const api = await startFakeBotApi({ port, token })

console.log(`Fake Telegram Bot API on ${api.url} (bot @${api.me.username})
Start the server against it:
  TELEGRAM_BOT_TOKEN='${token}' TELEGRAM_API_ROOT=${api.url} npm start
Calls:  curl ${api.url}/calls
Send /start to the bot:
  curl -X POST ${api.url}/updates -H 'content-type: application/json' \\
    -d '{"message":{"message_id":1,"date":0,"chat":{"id":42,"type":"private"},"from":{"id":42,"is_bot":false,"first_name":"Ann","language_code":"en"},"text":"/start","entities":[{"type":"bot_command","offset":0,"length":6}]}}'`)

const stop = () => void api.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
