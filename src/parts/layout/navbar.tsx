import type { ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { SITE_NAME } from '../../content/site'
import {
  colors,
  container,
  fontSize,
  NARROW_PX,
  NAVBAR_HEIGHT_PX,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from '../../ui/theme'
import { NAV_FULL_ROW_MIN_PX, NAV_WIDE_GAP_FROM_PX } from '../../ui/layout-metrics'
import { SectionLink } from './section-link'
import { useNavMenu } from './use-nav-menu'

/**
 * The fixed navbar (spec §2). The booking button is passed in by the root route so this component
 * stays free of feature code.
 */
export function Navbar({ bookButton }: { bookButton: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const onHome = pathname === '/'
  const { open, toggle, close } = useNavMenu()
  const collapseBelowPx = onHome ? NAV_FULL_ROW_MIN_PX.home : NAV_FULL_ROW_MIN_PX.other

  return (
    <Bar aria-label="Main">
      <Inner>
        <Brand to="/" onClick={close}>
          {/* The logo mark: the favicon itself (a white knight on the navbar's navy), decorative; an
              image, so the drawing costs the start-up JavaScript nothing. */}
          <img src="/favicon.svg" alt="" width={24} height={24} /> {SITE_NAME}
        </Brand>
        <MenuToggle
          $collapseBelowPx={collapseBelowPx}
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={toggle}
        >
          {open ? 'Close menu' : 'Menu'}
        </MenuToggle>
        <Menu id="main-menu" data-open={open} $collapseBelowPx={collapseBelowPx}>
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
  color: ${roles.onDark};
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

const Inner = styled.div`
  ${container}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  height: 100%;
`

/** Below this width the row does not fit: the links fold into the menu. */
const collapsed = (p: { $collapseBelowPx: number }) =>
  `@media (max-width: ${p.$collapseBelowPx - 1}px)`

const Brand = styled(Link)`
  flex: none;
  font-size: ${fontSize.lg};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  /* On a 320 px phone the name and the Menu button share 288 px. */
  @media (max-width: ${NARROW_PX.xs}px) {
    font-size: ${fontSize.md};
  }
`

const MenuToggle = styled.button<{ $collapseBelowPx: number }>`
  display: none;
  flex: none;
  min-height: ${TAP_TARGET_PX}px;
  padding: 0 ${space[4]};
  border: 2px solid ${roles.onDark};
  border-radius: ${radius.md};
  background: transparent;
  color: ${roles.onDark};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${collapsed} {
    display: inline-block;
  }
`

/* The links stand 0.75 rem apart, so the home page's row (two more links) still fits a 1024 px
   laptop, and 1.5 rem apart from 1280 px, where they have the room to read as separate items. */
const Menu = styled.ul<{ $collapseBelowPx: number }>`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  @media (min-width: ${NAV_WIDE_GAP_FROM_PX}px) {
    gap: ${space[5]};
  }
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  ${collapsed} {
    display: none;
    position: absolute;
    top: ${NAVBAR_HEIGHT_PX}px;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: ${space[2]} ${space[4]} ${space[4]};
    background: ${colors.navy};
    &[data-open='true'] {
      display: flex;
    }
    li > a {
      display: block;
      padding: ${space[3]} 0;
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
