import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback that keeps every mail it receives (the outside world's stand-in). */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to `to` and returns it decoded enough to read links. */
    async waitForMail(to: string, timeoutMs = 10_000): Promise<CapturedMail & { text: string }> {
      const started = performance.now()
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to))
        if (mail) {
          mails.splice(mails.indexOf(mail), 1)
          return { ...mail, text: decodeMail(mail.raw) }
        }
        if (performance.now() - started > timeoutMs)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A plain-text mail's headers and its body decoded (base64, as for Russian text, or quoted-printable). */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  if (split >= 0 && /^Content-Transfer-Encoding: base64$/im.test(head)) {
    return `${head}\n\n${Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8')}`
  }
  return decodeQuotedPrintable(raw)
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

export function resetTokenFrom(text: string): string {
  const match = text.match(/reset-password\/verify\?token=([A-Za-z0-9_-]+)/)
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`)
  return match[1]
}

/** The token of an email confirmation link (decision 0022) in a mail's text. */
export function verificationTokenFrom(text: string): string {
  const match = text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${text}`)
  return match[1]
}
