// What other code may use of trainer applications: applying and deciding (demo data).
export { apply, decide } from './service.ts'
