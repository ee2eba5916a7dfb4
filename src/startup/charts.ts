/** Start-up stage (src/main.tsx): importing this evaluates XState and @xstate/react, in a task of its own. */
export { useSelector } from '@xstate/react'
