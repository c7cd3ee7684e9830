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
 * count is the number of such keys. The redelivery run sweeps both away
 * once they can matter no more (`sweep`): arrivals after their hour, spent
 * tokens a day after the last of their day's tokens expired.
 *
 * Production, previews and the local servers keep their secrets apart
 * (`formGate`): production signs with LEADS_FORM_SECRET or the site-wide
 * store's secret; a deploy preview or a branch deploy with one kept in that
 * deploy's own store, never with either (a preview runs code from a pull
 * request, and its tokens must be worth nothing elsewhere).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getDeployStore, getStore, type GetDeployStoreOptions } from '@netlify/blobs'
import { newSecret } from '../form-token'
import { leadDeploy } from '../lead-delivery'
import { blobsContextFromEnv, boundedFetch, deployScopeFromEnv, rawBlobsContext, STORE_TIMEOUT_MS, strongIfPossible, within, written, type BlobsContext, type DeployScope } from './blobs-store'
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
  /** Deletes arrivals older than their hour and spent tokens past any token's life; how many keys went, at most `atMost`. */
  sweep(now: Date, atMost: number): Promise<number>
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
const DAY_MS = 24 * HOUR_MS

const HELD_FOLDER = 'held/'
const ARRIVALS = 'arrivals/'
const TOKENS = 'tokens/'
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13)
const arrivalsFolder = (ms: number) => `${ARRIVALS}${hourOf(ms)}/`

/**
 * Whether a key of the gate can be deleted at `now`: an arrival once its
 * hour and the next have passed (`arrive` counts back one hour only), a
 * spent token once its day and the next have (a token lives 24 hours at
 * most, so none of that day's can be posted again).
 */
function isSpentKey(key: string, now: number): boolean {
  const [folder, period] = key.split('/')
  if (`${folder}/` === ARRIVALS) return Date.parse(`${period}:00:00Z`) + 2 * HOUR_MS <= now
  if (`${folder}/` === TOKENS) return Date.parse(`${period}T00:00:00Z`) + 2 * DAY_MS <= now
  return false
}

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
    async sweep(now, atMost) {
      let removed = 0
      for (const folder of [ARRIVALS, TOKENS]) {
        for await (const page of keys.pages(folder)) {
          for (const key of page.filter((listed) => isSpentKey(listed, now.getTime()))) {
            if (removed >= atMost) return removed
            await keys.remove(key)
            removed += 1
          }
        }
      }
      return removed
    },
  }
}

/**
 * The gate's keys in Netlify Blobs, each request bounded as the lead store's
 * are: the site-wide store, or with `deploy` that deploy's own; `name`:
 * another store of keys (the team's sign-in, src/lib/team/team-keys.ts).
 */
export function blobsGateKeys(context: BlobsContext, deploy?: DeployScope, name = GATE_STORE_NAME): GateKeys {
  const options = { name, consistency: strongIfPossible(context), fetch: boundedFetch, ...context }
  const store = deploy ? getDeployStore({ ...options, deployID: deploy.deployID, region: deploy.region as GetDeployStoreOptions['region'] }) : getStore(options)
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
    // A folder too: `pages` lists a folder's entries, which under `arrivals/` and `tokens/` are folders.
    remove: (key) => rm(file(key), { force: true, recursive: true }),
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

const gates = new Map<string, FormGate>()

/**
 * The gate for one invocation on the deploy context Netlify names (absent
 * on the local servers), its secret kept apart from every other context's:
 * - production: the site-wide Blobs store, signing with LEADS_FORM_SECRET
 *   when it is set (scoped to Production in Netlify's settings), else with
 *   the secret written once to that store;
 * - a deploy preview or a branch deploy: the store of that deploy alone,
 *   with a secret of its own written there, LEADS_FORM_SECRET never read;
 *   in memory when the Blobs context names no deploy (logged);
 * - the local servers and `netlify dev`: the site-wide Blobs store with a
 *   Blobs context, else the folder beside the leads file (`.leads/gate/`),
 *   LEADS_FORM_SECRET when set.
 * On production without a Blobs context, memory.
 */
export function formGate(deployContext: string | undefined, env: NodeJS.ProcessEnv): FormGate {
  const deploy = leadDeploy(deployContext)
  const secret = (deploy !== 'preview' && env.LEADS_FORM_SECRET) || undefined
  // Asked for by every post: the context is decoded only when its setting, the deploy or the secret changed.
  const rawContext = rawBlobsContext(env)
  const raw = `${deploy}\n${typeof rawContext === 'string' ? rawContext : JSON.stringify(rawContext ?? null)}\n${secret ?? ''}`
  const known = gates.get(raw)
  if (known) return known
  const context = blobsContextFromEnv(env)
  const scope = deploy === 'preview' ? deployScopeFromEnv(env) : undefined
  if (deploy === 'preview' && !scope) console.warn('form gate: the Blobs context names no deploy; this instance keeps its form secret in memory')
  const keys = context && (deploy !== 'preview' || scope) ? blobsGateKeys(context, scope) : deploy === 'local' || env.LEADS_FILE ? folderGateKeys(path.join(path.dirname(leadsFilePath(env)), 'gate')) : memoryGateKeys()
  const gate = gateOver(keys, secret)
  // One gate per setting: a folder's or the memory's is made anew when asked for again, only the Blobs one and the memory one must be kept.
  if (keys.kind !== 'file') {
    if (gates.size > 8) gates.clear()
    gates.set(raw, gate)
  }
  return gate
}
