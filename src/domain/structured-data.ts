/** schema.org structured data (JSON-LD) for the pages the spec names. Pure functions of content. */
import type { ArticleMeta } from '../content/articles'
import type { FaqItem } from '../content/faqs'
import type { Tool } from '../content/tools'

const CONTEXT = 'https://schema.org'

export interface Site {
  url: string
  name: string
}

const abs = (site: Site, path: string) => site.url.replace(/\/$/, '') + path

export function organization(site: Site, description: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: abs(site, '/'),
    logo: abs(site, '/favicon.svg'),
    description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: abs(site, '/contact'),
      availableLanguage: 'English',
    },
  }
}

export function faqPage(items: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function toolList(site: Site, tools: readonly Tool[]) {
  const available = tools.filter((tool) => !tool.disabled)
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: 'Chess training tools',
    itemListElement: available.map((tool, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: tool.title,
      description: tool.description,
      url: abs(site, tool.link),
    })),
  }
}

/** A page that is neither an article nor a list: its name, address and who publishes it. */
export function webPage(site: Site, page: { path: string; title: string; description: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: abs(site, page.path),
    publisher: { '@type': 'Organization', name: site.name, url: abs(site, '/') },
  }
}

export function article(site: Site, meta: ArticleMeta) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: meta.title,
    description: meta.excerpt,
    datePublished: meta.date,
    author: { '@type': 'Person', name: meta.author },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: abs(site, '/favicon.svg') },
    },
    mainEntityOfPage: abs(site, meta.path),
    image: abs(site, '/og/site.jpg'),
    articleSection: meta.category,
  }
}

export interface JobFacts {
  title: string
  description: string
  datePosted: string
  validThrough: string
  hourlyRateUsd: number
}

export function jobPosting(site: Site, job: JobFacts) {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: abs(site, '/') },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: job.hourlyRateUsd, unitText: 'HOUR' },
    },
  }
}
