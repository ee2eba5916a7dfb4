/**
 * Shapes of the content blocks the sales pages are built from (rendered by src/ui/sections,
 * testimonial-card and breadcrumb). Data only.
 */
import type { PagePath } from './pages'

/** A card with a heading and a sentence or two; `icon` is a decorative chess glyph (♔♕♖♗♘♙). */
export interface InfoCard {
  title: string
  text: string
  icon?: string
  /** The card gives the weekly class's time: the page adds its next date in the visitor's clock. */
  weeklyClass?: boolean
}

/** One step of a numbered process. */
export interface ProcessStep {
  title: string
  text: string
}

/** A short fact shown big (`value`) over its `label`. */
export interface Fact {
  label: string
  value: string
}

/** A link to one of the site's pages, with an optional line saying what is there. */
export interface PageLink {
  to: PagePath
  label: string
  text?: string
}

/** A local picture: path under public/, with its intrinsic size (reserves its box, no shift). */
export interface Picture {
  src: string
  width: number
  height: number
}

/** Spec §3 "Testimonial": text, author, role, and a picture on the kids page only. */
export interface Testimonial {
  id: string
  text: string
  author: string
  role: string
  /** With `alt`, the photo says who it is (kids page); without, the name beside it does. */
  image?: Picture & { alt?: string }
}
