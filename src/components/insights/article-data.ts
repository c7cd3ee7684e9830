/**
 * What the article page, its header and its meta line show of an article,
 * as the template reads it from the query and the CMS preview from the
 * entry. Its own module, so those components can share it without
 * importing one another.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export type ArticleData = {
  title: string
  description: string
  date: string
  dateText: string
  updated?: string | null
  updatedText?: string | null
  topic: string
  readingTime: string
  cover?: IGatsbyImageData
  /** The cover's address where there is no resized image: the CMS preview. */
  coverSrc?: string
  coverAlt?: string | null
}
