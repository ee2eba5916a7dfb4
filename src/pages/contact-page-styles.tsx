import styled from 'styled-components'
import { Content } from '../ui/page-shell'
import { colors, fontSize, mobile, radius, space } from '../ui/theme'

/** The styled pieces of the contact page (/contact), which the route composes. */

export const Layout = styled(Content)`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${space[6]};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const FormSection = styled.section`
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  h2 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSize.xl};
  }
  > p {
    margin: 0 0 ${space.card};
    color: ${colors.muted};
  }
  ${mobile} {
    padding: ${space.card};
  }
`

export const Aside = styled.div`
  display: grid;
  gap: ${space.card};
`
