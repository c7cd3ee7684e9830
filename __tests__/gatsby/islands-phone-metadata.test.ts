/**
 * @jest-environment node
 *
 * No page carries libphonenumber's full (`max`) metadata: the islands'
 * build (gatsby/browser/build-islands.ts), as the site builds it, bundles the
 * small `min` set for the form's rules and the phone input, and the full set
 * stays with the contact function (src/lib/leads/lead-checks.ts). Nor does
 * a page carry the phone library's files of country names: the browser
 * names countries itself (src/lib/contact/country-names.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { islandsBuildOptions } from '../../gatsby/browser/build-islands'

const METADATA = /node_modules\/libphonenumber-js\/metadata\.(\w+)\.json/

/** Every module the islands' script files hold. */
async function islandsInputs() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'))
  try {
    const { metafile } = await esbuild.build({ ...islandsBuildOptions(outdir), write: false })
    return Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs))
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}

let inputs: string[]
beforeAll(async () => {
  inputs = await islandsInputs()
}, 60_000)

test("the islands' script holds libphonenumber's min metadata once, and never max or mobile", () => {
  expect(inputs.flatMap((input) => METADATA.exec(input)?.[1] ?? [])).toEqual(['min'])
})

test("the islands' script holds none of the phone library's country names, in any language", () => {
  expect(inputs.filter((input) => input.includes('node_modules/react-phone-number-input/locale/'))).toEqual([])
})
