/**
 * What the contact function remembers besides the leads themselves, to
 * judge a post: the secret its form tokens are signed with (when
 * LEADS_FORM_SECRET is unset), the tokens that already carried a lead, and
 * when the last hour's leads arrived and which leads are held (the flood
 * limit, contact-steps/flood.ts). Kept in the Blobs
 * store `lead-gate` on Netlify, in a folder beside the leads file locally,
 * in memory where neither exists; chosen by `formGate` as the lead store is
 * chosen (choose-store.ts).
 *
 * Blobs has conditional writes but no counter. So nothing is counted in one
 * blob: each token spent is a key written only if new (of two posts with one
 * token exactly one wins; where leads are kept in Blobs, keeping the lead
 * spends its token instead, contact-steps/form-token-steps.ts), and each
 * lead's arrival is a key of its own, named by its hour and time; the hour's
 * count is the number of such keys.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getStore } from '@netlify/blobs'
import { newSecret } from '../form-token'
import { blobsContextFromEnv, boundedFetch, rawBlobsContext, STORE_TIMEOUT_MS, strongIfPossible, within, written, type BlobsContext } from './blobs-store'
import { leadsFilePath } from './file-store'

export type FormGate = {
  kind: string
  /** The secret form tokens are signed with: LEADS_FORM_SECRET, or one made once and kept in the store. */
  secret(): Promise<string>
  /** Marks a token as having carried a lead: false when one already had. */
  spend(tokenId: string, issuedAt: number): Promise<boolean>
  /** Records a lead's arrival; how many arrived in the hour up to `now`, this one included, counted no further than `atMost`. */
  arrive(leadId: string, now: Date, atMost: number): Promise<number>
  /** Notes a lead held during a flood; `heldIds` lists them, `release` forgets one. */
  hold(leadId: string): Promise<void>
  heldIds(): Promise<string[]>
  release(leadId: string): Promise<void>
}

/** The few operations the gate needs of a store: a write only if new, a read, and the keys under a folder, a page at a time. */
export type GateKeys = {
  kind: string
  addIfNew(key: string, value: string): Promise<boolean>
  get(key: string): Promise<string | undefined>
  pages(folder: string): AsyncIterable<string[]>
  remove(key: string): Promise<void>
}

export const GATE_STORE_NAME = 'lead-gate'
const SECRET_KEY = 'form-secret'
const HOUR_MS = 3_600_000

const HELD_FOLDER = 'held/'
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13)
const arrivalsFolder = (ms: number) => `arrivals/${hourOf(ms)}/`

export function gateOver(keys: GateKeys, configuredSecret?: string): FormGate {
  let secret: Promise<string> | undefined
  const keptSecret = async () => {
    await keys.addIfNew(SECRET_KEY, newSecret())
    // Read back: of two instances making one at once, the first written is everyone's.
    const kept = await keys.get(SECRET_KEY)
    if (!kept) throw new Error('the form secret could not be kept')
    return kept
  }
  return {
    kind: keys.kind,
    secret() {
      if (configuredSecret) return Promise.resolve(configuredSecret)
      secret ??= keptSecret().catch((error: unknown) => {
        secret = undefined
        throw error
      })
      return secret
    },
    spend: (tokenId, issuedAt) => keys.addIfNew(`tokens/${hourOf(issuedAt).slice(0, 10)}/${tokenId}`, String(issuedAt)),
    async arrive(leadId, now, atMost) {
      const at = now.getTime()
      await keys.addIfNew(`${arrivalsFolder(at)}${String(at).padStart(15, '0')}-${leadId}`, '')
      let count = 0
      for (const folder of [arrivalsFolder(at), arrivalsFolder(at - HOUR_MS)]) {
        for await (const page of keys.pages(folder)) {
          count += page.filter((key) => at - Number(key.slice(folder.length).split('-')[0]) < HOUR_MS).length
          if (count >= atMost) return atMost
        }
      }
      return count
    },
    hold: async (leadId) => void (await keys.addIfNew(`${HELD_FOLDER}${leadId}`, '')),
    async heldIds() {
      const ids: string[] = []
      for await (const page of keys.pages(HELD_FOLDER)) ids.push(...page.map((key) => key.slice(HELD_FOLDER.length)))
      return ids
    },
    release: (leadId) => keys.remove(`${HELD_FOLDER}${leadId}`),
  }
}

/** The gate's keys in Netlify Blobs, each request bounded as the lead store's are. */
export function blobsGateKeys(context: BlobsContext): GateKeys {
  const store = getStore({ name: GATE_STORE_NAME, consistency: strongIfPossible(context), fetch: boundedFetch, ...context })
  return {
    kind: 'blobs',
    addIfNew: async (key, value) => Boolean(written(await within(store.set(key, value, { onlyIfNew: true }), STORE_TIMEOUT_MS, 'answer'))),
    get: async (key) => (await within(store.get(key, { type: 'text' }), STORE_TIMEOUT_MS, 'answer')) ?? undefined,
    async *pages(folder) {
      for await (const page of store.list({ prefix: folder, paginate: true })) yield page.blobs.map((blob) => blob.key)
    },
    remove: (key) => within(store.delete(key), STORE_TIMEOUT_MS, 'answer'),
  }
}

/** The gate's keys as files under `folder`: a file created only if new (`wx`) is the local conditional write. */
export function folderGateKeys(folder: string): GateKeys {
  const file = (key: string) => path.join(folder, ...key.split('/'))
  return {
    kind: 'file',
    async addIfNew(key, value) {
      await mkdir(path.dirname(file(key)), { recursive: true })
      return writeFile(file(key), value, { flag: 'wx' }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false
          throw error
        },
      )
    },
    get: (key) => readFile(file(key), 'utf8').catch(() => undefined),
    async *pages(prefix) {
      const names = await readdir(file(prefix)).catch(() => [] as string[])
      yield names.map((name) => `${prefix}${name}`)
    },
    remove: (key) => rm(file(key), { force: true }),
  }
}

/** The gate's keys in this process only: for tests, and a live deploy without a Blobs context. */
export function memoryGateKeys(): GateKeys {
  const values = new Map<string, string>()
  return {
    kind: 'memory',
    async addIfNew(key, value) {
      if (values.has(key)) return false
      values.set(key, value)
      return true
    },
    get: async (key) => values.get(key),
    async *pages(prefix) {
      yield [...values.keys()].filter((key) => key.startsWith(prefix))
    },
    remove: async (key) => void values.delete(key),
  }
}

let blobs: { raw: string; gate: FormGate } | undefined

/**
 * The gate for one invocation: Netlify Blobs with a Blobs context; else,
 * off a live deploy or with LEADS_FILE, the folder beside the leads file
 * (`.leads/gate/`); else memory.
 */
export function formGate(live: boolean, env: NodeJS.ProcessEnv): FormGate {
  const secret = env.LEADS_FORM_SECRET || undefined
  // Asked for by every post: the context is decoded only when its setting or the secret changed.
  const rawContext = rawBlobsContext(env)
  const raw = `${typeof rawContext === 'string' ? rawContext : JSON.stringify(rawContext ?? null)}\n${secret ?? ''}`
  if (blobs?.raw === raw) return blobs.gate
  const context = blobsContextFromEnv(env)
  if (context) {
    blobs = { raw, gate: gateOver(blobsGateKeys(context), secret) }
    return blobs.gate
  }
  if (env.LEADS_FILE || !live) return gateOver(folderGateKeys(path.join(path.dirname(leadsFilePath(env)), 'gate')), secret)
  return (memoryGate ??= gateOver(memoryGateKeys(), secret))
}
let memoryGate: FormGate | undefined
