import { createElement, type ReactNode } from 'react'

/**
 * SVG as data, written at build time from a file of ours (src/ui/generated/): an element's tag, its
 * React props and its children, or a text. Drawn through React, so the page never parses markup
 * from a string.
 */
export type SvgNode =
  string | readonly [tag: string, props: Readonly<Record<string, string>>, ...children: SvgNode[]]

/** The React elements of the nodes. */
export function drawSvg(nodes: readonly SvgNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node
    const [tag, props, ...children] = node
    return createElement(tag, { ...props, key }, ...drawSvg(children))
  })
}
