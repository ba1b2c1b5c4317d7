import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state.tsx'
import { ICON_NAMES } from './icon.tsx'

describe('an empty state', () => {
  it.each(ICON_NAMES)('draws its %s icon as SVG, with no text a font must have', (name) => {
    const { container } = render(<EmptyState icon={name} title="Nothing yet" />)
    const icon = container.querySelector('.empty-state__icon')
    expect(icon?.textContent).toBe('')
    expect(icon?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/)
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is named by its title for assistive technology', () => {
    render(<EmptyState icon="calendar" title="No trainings yet" text="Book one" />)
    expect(screen.getByRole('region', { name: 'No trainings yet' })).toBeTruthy()
  })
})
