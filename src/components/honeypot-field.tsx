import styled from 'styled-components'
import { HONEYPOT_FIELD } from '../domain/form-answers'

/**
 * The honeypot of a form that writes (src/domain/form-answers.ts): off-screen, out of the tab
 * order, hidden from screen readers and ignored by autofill, so only a bot filling every field
 * fills it. Place it after the form's own fields.
 */
export function HoneypotField() {
  return (
    <Trap aria-hidden="true">
      <label>
        Leave this field blank
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Trap>
  )
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
