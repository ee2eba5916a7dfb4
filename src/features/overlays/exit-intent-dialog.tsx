import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { Modal } from '../../ui/modal'
import { colors, radius, space } from '../../ui/theme'
import { EXIT_INTENT } from '../../content/overlays'
import { LESSONS_FOR_ADULTS, LESSONS_FOR_KIDS } from '../../content/site'

/** The exit-intent offer (static copy, no timer); a choice closes it and goes to the lesson page. */
export default function ExitIntentDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={EXIT_INTENT.title} onClose={onClose}>
      <Body>
        <p>{EXIT_INTENT.text}</p>
        <Scarcity>{EXIT_INTENT.scarcity}</Scarcity>
        <Choice to="/lessons/kids" onClick={onClose}>
          {LESSONS_FOR_KIDS}
        </Choice>
        <Choice to="/lessons/adults" onClick={onClose}>
          {LESSONS_FOR_ADULTS}
        </Choice>
      </Body>
    </Modal>
  )
}

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Scarcity = styled.p`
  && {
    color: ${colors.red};
    font-weight: 700;
  }
`

const Choice = styled(Link)`
  display: block;
  padding: ${space[3]} ${space[4]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.card};
  color: ${colors.navy};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceAlt};
  }
`
