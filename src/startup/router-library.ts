/** Start-up stage (src/main.tsx): importing this evaluates TanStack Router, in a task of its own. */
export { RouterProvider } from '@tanstack/react-router'
