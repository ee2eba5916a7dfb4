import { createFileRoute } from '@tanstack/react-router'
import { MailLinkPage } from '../features/mail-link/mail-link-page'
import { mailPageHead } from '../pages/page-head'

/** The erase link of every mail we send: one button deletes everything about the address. */
export const Route = createFileRoute('/delete-my-data')({
  loader: () => mailPageHead('/delete-my-data'),
  head: ({ loaderData }) => loaderData ?? {},
  // `?token=` of the mail's link: a string, or nothing.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search['token'] === 'string' ? { token: search['token'] } : {},
  component: DeleteMyDataPage,
})

function DeleteMyDataPage() {
  const { token } = Route.useSearch()
  return <MailLinkPage path="/delete-my-data" token={token ?? ''} />
}
