/** Start-up stage (src/main.tsx): importing this evaluates styled-components, in a task of its own. */
export { default as styled } from 'styled-components'
