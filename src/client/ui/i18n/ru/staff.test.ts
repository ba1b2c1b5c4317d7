import { describe, expect, it } from 'vitest'
import { staff } from './staff.ts'

describe('the Russian moderator queue', () => {
  it('gives an applicant’s experience in the right plural: «3 года», not «3 лет»', () => {
    expect([1, 3, 5, 22].map((years) => staff.moderation.experience({ years }))).toEqual([
      'Стаж 1 год',
      'Стаж 3 года',
      'Стаж 5 лет',
      'Стаж 22 года',
    ])
  })
})
