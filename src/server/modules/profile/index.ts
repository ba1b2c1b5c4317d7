// What other modules may use of the profile: recognising an uploaded image by its bytes.
export { imageTypeOf } from './service.ts'
