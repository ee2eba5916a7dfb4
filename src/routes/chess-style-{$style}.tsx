import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../pages/page-head'
import { StylePage, stylePagePath } from '../pages/style-page'

/**
 * The six style pages (/chess-style-tactician, ...): one route, the style named by the URL. Any
 * other name is the site's 404 page, as any unknown URL.
 */
export const Route = createFileRoute('/chess-style-{$style}')({
  loader: ({ params }) => {
    const path = stylePagePath(params.style)
    if (!path) throw notFound()
    return { head: pageHead(path), path }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ChessStylePage,
})

function ChessStylePage() {
  const { path } = Route.useLoaderData()
  return <StylePage path={path} />
}
