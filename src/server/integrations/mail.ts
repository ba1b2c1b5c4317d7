import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '#server/config.ts'
import { clock } from '#shared/clock.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: { filename: string; content: Buffer }[]
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox/ as an .eml file
 * and announced in the log, so a developer can follow links without a mail server.
 */
export function createMailer(config: Config, log: (message: string) => void): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outbox = path.join(config.DATA_DIR, 'outbox')
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail })
      await mkdir(outbox, { recursive: true })
      const file = path.join(
        outbox,
        `${clock.now().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
      )
      await writeFile(file, info.message as Buffer)
      log(`mail to ${mail.to} "${mail.subject}" written to ${file}\n${mail.text}`)
    },
  }
}
