import type { ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import styled from 'styled-components'
import { navMenuMachine } from '../../../machines/nav-menu.machine'
import { SITE_NAME } from '../../content/site'
import { colors, mobile, NAVBAR_HEIGHT_PX } from '../theme'
import { SectionLink } from './section-link'

/**
 * The fixed navbar (spec §2). The booking button is passed in by the root route so this component
 * stays free of feature code.
 */
export function Navbar({ bookButton }: { bookButton: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const onHome = pathname === '/'
  const menu = useActorRef(navMenuMachine)
  const open = useSelector(menu, (s) => s.hasTag('open'))
  const close = () => menu.send({ type: 'menu.close' })

  return (
    <Bar aria-label="Main">
      <Inner>
        <Brand to="/" onClick={close}>
          <span aria-hidden="true">♞</span> {SITE_NAME}
        </Brand>
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => menu.send({ type: 'menu.toggle' })}
        >
          {open ? 'Close menu' : 'Menu'}
        </MenuToggle>
        <Menu id="main-menu" data-open={open}>
          <li>
            <NavLink to="/" onClick={close}>
              Home
            </NavLink>
          </li>
          <li>
            <NavSectionLink section="about" onClick={close}>
              About
            </NavSectionLink>
          </li>
          {onHome && (
            <>
              <li>
                <NavSectionLink section="process" onClick={close}>
                  Process
                </NavSectionLink>
              </li>
              <li>
                <NavSectionLink section="testimonials" onClick={close}>
                  Testimonials
                </NavSectionLink>
              </li>
            </>
          )}
          <li>
            {onHome ? (
              <NavSectionLink section="faqs" onClick={close}>
                FAQs
              </NavSectionLink>
            ) : (
              <NavLink to="/faqs" onClick={close}>
                FAQs
              </NavLink>
            )}
          </li>
          <li>
            <NavLink to="/learn" onClick={close}>
              Learn Chess
            </NavLink>
          </li>
          <li>
            <NavLink to="/train" onClick={close}>
              Training Hub
            </NavLink>
          </li>
          <li onClick={close}>{bookButton}</li>
        </Menu>
      </Inner>
    </Bar>
  )
}

const Bar = styled.nav`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  height: ${NAVBAR_HEIGHT_PX}px;
  background: ${colors.navy};
  color: #fff;
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 1200px;
  height: 100%;
  margin: 0 auto;
  padding: 0 1rem;
`

const Brand = styled(Link)`
  min-width: 0;
  overflow: hidden;
  font-size: 1.2rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  text-overflow: ellipsis;
  /* On a 320 px phone the name and the Menu button share 288 px. */
  @media (max-width: 359px) {
    font-size: 1.05rem;
  }
`

const MenuToggle = styled.button`
  display: none;
  flex: none;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid #fff;
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  cursor: pointer;
  ${mobile} {
    display: inline-block;
  }
`

const Menu = styled.ul`
  display: flex;
  align-items: center;
  gap: 1.1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobile} {
    display: none;
    position: absolute;
    top: ${NAVBAR_HEIGHT_PX}px;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: 0.5rem 1rem 1rem;
    background: ${colors.navy};
    &[data-open='true'] {
      display: flex;
    }
    li > a {
      display: block;
      padding: 0.75rem 0;
    }
  }
`

const linkStyle = `
  text-decoration: none;
  font-weight: 500;
  &:hover { text-decoration: underline; }
`

const NavLink = styled(Link)`
  ${linkStyle}
`

const NavSectionLink = styled(SectionLink)`
  ${linkStyle}
`
