import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { catalogueSearch, toApiQuery } from '../search-params.ts'
import { CatalogueFilters } from './catalogue-filters.tsx'

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('catalogue filters', () => {
  it('apply a chosen specialization at once, keeping the other filters', () => {
    const onChange = vi.fn()
    render(<CatalogueFilters search={{ city: 'Moscow', sort: 'price_asc' }} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('What to train'), { target: { value: 'yoga' } })
    expect(onChange).toHaveBeenCalledWith({ city: 'Moscow', sort: 'price_asc', specialization: 'yoga' })
  })

  it('apply typed text when typing pauses, once', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<CatalogueFilters search={{}} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'an' } })
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'anna' } })
    await act(() => vi.advanceTimersByTimeAsync(449))
    expect(onChange).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ q: 'anna' })
  })

  it('drop spaces and the rouble sign from prices and send them on submit', () => {
    const onChange = vi.fn()
    render(<CatalogueFilters search={{}} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Price up to, ₽'), { target: { value: '3 000 ₽' } })
    expect(screen.getByLabelText('Price up to, ₽')).toHaveValue('3000')
    fireEvent.click(screen.getByRole('button', { name: 'Show trainers' }))
    expect(onChange).toHaveBeenLastCalledWith({ priceMax: 3000 })
  })

  it('refuse a price that is not a whole number of roubles, as typed, and send nothing', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<CatalogueFilters search={{}} onChange={onChange} />)
    const from = screen.getByLabelText('Price from, ₽')
    const upTo = screen.getByLabelText('Price up to, ₽')
    fireEvent.change(from, { target: { value: '-500' } })
    fireEvent.change(upTo, { target: { value: '1500.50' } })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(from).toHaveValue('-500')
    expect(upTo).toHaveValue('1500.50')
    expect(from).toHaveAccessibleDescription('Enter a whole number of roubles from 0 to 1,000,000')
    expect(upTo).toHaveAccessibleDescription('Enter a whole number of roubles from 0 to 1,000,000')
    fireEvent.click(screen.getByRole('button', { name: 'Show trainers' }))
    expect(onChange).not.toHaveBeenCalled()

    fireEvent.change(from, { target: { value: '500' } })
    fireEvent.change(upTo, { target: { value: '2000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show trainers' }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(upTo, { target: { value: '1500' } })
    expect(upTo).not.toHaveAttribute('aria-invalid', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Show trainers' }))
    expect(onChange).toHaveBeenLastCalledWith({ priceMin: 500, priceMax: 1500 })
  })

  it('reset everything', () => {
    const onChange = vi.fn()
    render(<CatalogueFilters search={{ specialization: 'boxing', minRating: 4 }} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(onChange).toHaveBeenLastCalledWith({})
  })

  it('follow the URL when it changes (back button, shared link)', () => {
    const { rerender } = render(<CatalogueFilters search={{ q: 'yoga' }} onChange={() => {}} />)
    expect(screen.getByLabelText('Search')).toHaveValue('yoga')
    rerender(<CatalogueFilters search={{ q: 'boxing', format: 'online' }} onChange={() => {}} />)
    expect(screen.getByLabelText('Search')).toHaveValue('boxing')
    expect(screen.getByLabelText('Format')).toHaveValue('online')
  })
})

describe('catalogue search params', () => {
  it('drop what does not parse instead of breaking the page', () => {
    expect(
      catalogueSearch({ specialization: 'chess', priceMax: 'cheap', sort: 'price_asc', city: 'Kazan' }),
    ).toEqual({
      sort: 'price_asc',
      city: 'Kazan',
    })
  })

  it('send prices to the API in minor units', () => {
    expect(toApiQuery({ priceMin: 1000, priceMax: 3000, specialization: 'yoga' })).toEqual({
      priceMin: 100_000,
      priceMax: 300_000,
      specialization: 'yoga',
      sort: 'rating',
    })
  })

  it('catch an inverted price range at the field and never send it', () => {
    const onChange = vi.fn()
    render(<CatalogueFilters search={{}} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText(/^Price from/), { target: { value: '5000' } })
    fireEvent.change(screen.getByLabelText('Price up to, ₽'), { target: { value: '1000' } })
    const upTo = screen.getByLabelText('Price up to, ₽')
    expect(upTo).toHaveAttribute('aria-invalid', 'true')
    expect(upTo).toHaveAccessibleDescription('The lowest price is above the highest: nothing can match')
    fireEvent.click(screen.getByRole('button', { name: 'Show trainers' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(upTo).toHaveFocus()
  })
})
