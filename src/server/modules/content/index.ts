// What other code may use of content pages: saving one (demo data).
export { savePage } from './service.ts'
