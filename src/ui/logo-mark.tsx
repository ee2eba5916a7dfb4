import styled from 'styled-components'
import { LOGO_MARK_PATH } from '../content/brand'
import { space } from './theme'

/** The logo mark beside the site's name: the favicon's knight, in the text colour, decorative. */
export function LogoMark() {
  return (
    <Mark viewBox="8 4 48 52" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={LOGO_MARK_PATH} />
    </Mark>
  )
}

const Mark = styled.svg`
  flex: none;
  width: ${space[5]};
  height: ${space[5]};
`
