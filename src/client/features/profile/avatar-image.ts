export const AVATAR_SOURCE_MAX_BYTES = 10 * 1024 * 1024
export const AVATAR_SIZE_PX = 512
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp']

export type AvatarProblem = 'type' | 'size'

export function checkAvatarFile(file: File): AvatarProblem | undefined {
  if (!ACCEPTED.includes(file.type)) return 'type'
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return 'size'
  return undefined
}

/** Crops the centre square and scales it to 512 px JPEG, well under the server's 2 MB. */
export async function cropToSquare(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const side = Math.min(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_SIZE_PX
  canvas.height = AVATAR_SIZE_PX
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE_PX,
    AVATAR_SIZE_PX,
  )
  bitmap.close()
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', 0.9),
  )
}
