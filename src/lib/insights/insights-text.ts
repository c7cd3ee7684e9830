/**
 * The Insights sentences filled in from content/<lang>/insights.json and
 * the company's name in content/site.json: the feed's title and the list and
 * topic pages' descriptions and titles. One place, so the feed, the <link> to it in
 * every page's head and the pages' own head say the same words.
 */
import { fillTemplate } from '../i18n/text'

type Copy = { feedTitle: string; description: string; topicDescription: string; pageLabel: string }

/** The title of a language's feed: "{company}: Insights". */
export const feedTitle = (copy: Pick<Copy, 'feedTitle'>, company: string) => fillTemplate(copy.feedTitle, { company })

/** The description of the Insights page and of the feed, or (given a topic's name) of a topic page. */
export const listDescription = (copy: Pick<Copy, 'description' | 'topicDescription'>, company: string, topic?: string) =>
  topic === undefined ? fillTemplate(copy.description, { company }) : fillTemplate(copy.topicDescription, { company, topic })

/** The title of a list's `page`-th page (from 1): the list's own title, then "Insights, page 2" / "مقالات ورؤى، الصفحة 2". */
export const listPageTitle = (copy: Pick<Copy, 'pageLabel'>, title: string, page: number) => (page > 1 ? fillTemplate(copy.pageLabel, { title, page }) : title)
