// GET/PUT /api/content/{slug} (PRODUCT.md §6 "staff"): the content pages, Markdown in two languages.
import { z } from 'zod'
import { CONTENT_SLUGS } from '#shared/content-slugs.ts'
import { LOCALES } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { noNulCharacter, success } from './common.ts'

export const CONTENT_BODY_MAX = 50_000

export const contentParams = z.object({ slug: z.enum(CONTENT_SLUGS) })
export const contentQuery = z.object({ locale: z.enum(LOCALES).default('ru') })

export const contentBody = z.object({
  locale: z.enum(LOCALES),
  title: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.titleRequired })
    .max(120, { error: MESSAGES.textTooLong })
    .refine(noNulCharacter, { error: MESSAGES.textInvalid }),
  body: z
    .string()
    .max(CONTENT_BODY_MAX, { error: MESSAGES.textTooLong })
    .refine((v) => v.trim().length > 0, { error: STAFF_MESSAGES.contentBodyRequired })
    .refine(noNulCharacter, { error: MESSAGES.textInvalid }),
})
export type ContentBody = z.input<typeof contentBody>

export const contentPage = z.object({
  slug: z.enum(CONTENT_SLUGS),
  /** The language asked for. */
  locale: z.enum(LOCALES),
  /** The language the text is in: the other one when the page is not written in the one asked for. */
  contentLocale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
})
export type ContentPage = z.infer<typeof contentPage>
export const contentPageResponse = success({ data: contentPage })

export const contentVersion = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
})
export type ContentVersion = z.infer<typeof contentVersion>
export const contentVersionsResponse = success({ data: z.array(contentVersion) })
export const contentVersionParams = contentParams.extend({ id: z.uuid() })
