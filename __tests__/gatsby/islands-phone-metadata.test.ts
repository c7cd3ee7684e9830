/**
 * @jest-environment node
 *
 * No page carries libphonenumber's full (`max`) metadata: the islands'
 * build (gatsby/browser/build-islands.ts), as the site builds it, bundles the
 * small `min` set for the form's rules and the phone input, and the full set
 * stays with the contact function (src/lib/leads/lead-checks.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { islandsBuildOptions } from '../../gatsby/browser/build-islands'

const METADATA = /node_modules\/libphonenumber-js\/metadata\.(\w+)\.json/

/** Every libphonenumber metadata set the islands' script files hold, by file. */
async function metadataInIslands() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'))
  try {
    const { metafile } = await esbuild.build({ ...islandsBuildOptions(outdir), write: false })
    return Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs).flatMap((input) => METADATA.exec(input)?.[1] ?? []))
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}

test("the islands' script holds libphonenumber's min metadata once, and never max or mobile", async () => {
  expect(await metadataInIslands()).toEqual(['min'])
}, 60_000)
