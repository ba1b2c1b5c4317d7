/** The content pages (PRODUCT.md §2 "Content page"), each in Russian and English. */
export const CONTENT_SLUGS = ['help', 'about', 'offer', 'privacy', 'requisites'] as const
export type ContentSlug = (typeof CONTENT_SLUGS)[number]
