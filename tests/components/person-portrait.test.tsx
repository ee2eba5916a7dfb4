import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { TeamGrid } from '../../src/parts/section-people'
import { PersonPortrait, ProfileLinks } from '../../src/parts/person-portrait'
import { initialsOf } from '../../src/domain/person-initials'
import type { Person } from '../../src/content/people'
import { PEOPLE } from '../../src/content/people'

const withPhoto: Person = {
  id: 'test-person',
  name: 'IM Test Person',
  title: 'International Master',
  bio: ['Teaches endgames.'],
  photo: {
    sources: [
      { src: '/images/people/test-160.jpg', width: 160 },
      { src: '/images/people/test-320.jpg', width: 320 },
    ],
    width: 320,
    height: 320,
  },
  profiles: [{ kind: 'FIDE', url: 'https://ratings.fide.com/profile/1234567' }],
}

describe('a person with a photo', () => {
  it('shows a sized, lazy, responsive <img> named by the person', () => {
    render(<PersonPortrait person={withPhoto} size={120} />)
    const img = screen.getByRole('img', { name: 'IM Test Person' })
    expect(img.tagName).toBe('IMG')
    expect(img).toHaveAttribute('width', '120')
    expect(img).toHaveAttribute('height', '120')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).toHaveAttribute(
      'srcset',
      '/images/people/test-160.jpg 160w, /images/people/test-320.jpg 320w',
    )
    expect(img).toHaveAttribute('sizes', '120px')
    expect(img).toHaveAttribute('src', '/images/people/test-160.jpg')
    expect(img.textContent).toBe('')
  })

  it('loads at once when it is near the top of the page', () => {
    render(<PersonPortrait person={withPhoto} size={200} eager />)
    const img = screen.getByRole('img', { name: 'IM Test Person' })
    expect(img).not.toHaveAttribute('loading')
    expect(img).toHaveAttribute('width', '200')
  })

  it('keeps the photo’s proportions in its height', () => {
    const tall = { ...withPhoto, photo: { ...withPhoto.photo!, width: 300, height: 400 } }
    render(<PersonPortrait person={tall} size={150} />)
    expect(screen.getByRole('img')).toHaveAttribute('height', '200')
  })
})

describe('a person without a photo', () => {
  it('shows their initials on a colour, named by the person, and no <img>', () => {
    const { container } = render(
      <PersonPortrait person={{ name: 'GM Andrei Volkan' }} size={120} />,
    )
    const monogram = screen.getByRole('img', { name: 'GM Andrei Volkan' })
    expect(monogram.tagName).not.toBe('IMG')
    expect(monogram).toHaveTextContent('AV')
    expect(container.querySelector('img')).toBeNull()
  })

  it('every person the site ships shows a monogram today (no photos given yet)', () => {
    const { container } = render(<TeamGrid members={PEOPLE} />)
    for (const person of PEOPLE)
      expect(screen.getByRole('img', { name: person.name })).toHaveTextContent(
        initialsOf(person.name),
      )
    expect(container.querySelectorAll('[data-monogram]')).toHaveLength(PEOPLE.length)
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('initialsOf', () => {
  it.each([
    ['WFM Anna Kovacs', 'AK'],
    ['GM Andrei Volkan', 'AV'],
    ['IM Clara Whitfield', 'CW'],
    ['Anna Maria Kovacs', 'AK'],
    ['Cher', 'C'],
  ])('%s -> %s', (name, initials) => expect(initialsOf(name)).toBe(initials))
})

describe('federation profiles', () => {
  it('are links that say whose profile, open in a new tab with rel=noopener', () => {
    render(<ProfileLinks profiles={withPhoto.profiles} />)
    const link = screen.getByRole('link', { name: /^FIDE profile/ })
    expect(link).toHaveAttribute('href', 'https://ratings.fide.com/profile/1234567')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
    // jsdom trims the hidden note's leading space; a browser reads 'FIDE profile (opens in a new tab)'.
    expect(link).toHaveAccessibleName(/^FIDE profile ?\(opens in a new tab\)$/)
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('show nothing for a person without any', () => {
    const { container } = render(<ProfileLinks profiles={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('show on the team card of a person who has them', () => {
    render(<TeamGrid members={[withPhoto]} />)
    expect(screen.getByRole('link', { name: /^FIDE profile/ })).toBeVisible()
  })
})
