/**
 * The topics an Insights article can be filed under: a fixed list, so every
 * article lands on a topic page and the two languages share the topics.
 * Their names in each language are in content/<lang>/insights.json
 * (`topics`), a list of `{ topic, name }` that names each topic once
 * (gatsby/site-content/checks.ts), so no query lists the topics by hand.
 * A module of its own, without the content model's validators, so pages
 * can read a topic's name.
 */
export const TOPICS = ['strategy', 'advertising', 'measurement', 'branding'] as const
export type Topic = (typeof TOPICS)[number]

/** A topic's name in one language, as content/<lang>/insights.json lists it. */
export type TopicName = { readonly topic: string; readonly name: string }

/** A topic's name among `names`; an unknown id (which the build refuses) shows as itself. */
export const topicName = (names: readonly TopicName[], topic: string) => names.find((entry) => entry.topic === topic)?.name ?? topic
