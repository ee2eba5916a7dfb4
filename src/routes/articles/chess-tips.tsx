import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/articles/chess-tips')({
  head: () => pageHead('/articles/chess-tips'),
  component: ArticlesChessTipsPage,
})

function ArticlesChessTipsPage() {
  return <PageShell heading={PAGES['/articles/chess-tips'].heading} />
}
