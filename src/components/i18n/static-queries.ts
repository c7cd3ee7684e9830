/**
 * The answers to the site's static queries where no Gatsby runtime gives
 * them: the islands the browser starts alone and the CMS's previews
 * (gatsby-in-browser.tsx resolves `gatsby` for both). Nothing is compiled
 * in: each gives its answers through StaticQueryAnswers.
 * - An island's come from its language's copy file (gatsby/browser/island-copy.ts:
 *   SiteFacts, the company's facts of content/site.json, the site's address
 *   and the build's year), given by components/islands/hydrate-island.tsx.
 * - A preview's from the content it is built with (src/cms/preview-frame.tsx).
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { StaticAnswers } from '../../lib/islands/static-answers'

export type { StaticAnswers }

const StaticAnswersContext = createContext<StaticAnswers | null>(null)

export function StaticQueryAnswers({ answers, children }: { answers: StaticAnswers; children: ReactNode }) {
  return createElement(StaticAnswersContext.Provider, { value: answers }, children)
}

/** graphql tags are compiled away in the site's bundles; where they are not, a tag is its query's text, so the query can be told by its name. */
export const graphql = (query: TemplateStringsArray): string => query.join('')

/** The answer to `query` (a graphql tag's text); `hint` says, for any other query, how to hand the component its data instead. */
export function useStaticAnswer<T>(query: unknown, hint: string): T {
  const answers: Readonly<Record<string, unknown>> = useContext(StaticAnswersContext) ?? {}
  const name = typeof query === 'string' ? /\bquery (\w+)/.exec(query)?.[1] : undefined
  if (name !== undefined && Object.hasOwn(answers, name)) return answers[name] as T
  throw new Error(`No Gatsby query ${name ?? ''} here (only ${Object.keys(answers).join(', ')}): ${hint}`)
}
