/**
 * Reading a built page and its chunks, shared by the bundle tests: the chunk lists of a page's
 * `<meta>` tags (scripts/preload-startup-chunks.ts writes them) and the static imports of a chunk.
 */

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1]

/** The chunks of the page's `<meta name="...">` list, in order ([] when the page has none). */
export function listedChunks(html: string, name: string): string[] {
  const tag = (html.match(/<meta\b[^>]*>/gi) ?? []).find((t) => attr(t, 'name') === name)
  const content = tag && attr(tag, 'content')
  return content ? content.split(/\s+/).filter(Boolean) : []
}

/**
 * Static imports of a built ES module: `import x from "./a.js"`, `import{a as b}from"./a.js"`,
 * `import"./a.js"`, `export * from "./a.js"`. Not `import("./a.js")`.
 */
export function staticImports(code: string): string[] {
  const specs = new Set<string>()
  const fromClause = /\b(?:import|export)\s*(?:[\w$*{][^;'"`()]*?)\s*from\s*(["'])([^"']+)\1/g
  const bare = /\bimport\s*(["'])([^"']+)\1/g
  for (const re of [fromClause, bare]) {
    for (const match of code.matchAll(re)) specs.add(match[2]!)
  }
  return [...specs]
}
