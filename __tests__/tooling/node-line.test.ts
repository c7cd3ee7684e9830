/**
 * The tests prove the site on the Node line production runs: the one in
 * .nvmrc, which Netlify reads for the build and so for the functions. Run
 * through the README's command (scripts/use-node.sh), `npm test` is on it;
 * run under another Node, this test says so instead of passing quietly.
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..', '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const productionMajor = Number(read('.nvmrc').trim())

describe('the Node line', () => {
  it('is a supported LTS line, named once in .nvmrc', () => {
    expect(read('.nvmrc').trim()).toMatch(/^\d+$/)
    // Even majors are the LTS lines; Gatsby 5.16 runs on Node 18 to 25.
    expect(productionMajor % 2).toBe(0)
    expect(productionMajor).toBeGreaterThanOrEqual(22)
    expect(productionMajor).toBeLessThan(26)
  })

  it('is the one these tests run on', () => {
    expect(`Node ${process.versions.node.split('.')[0]}`).toBe(`Node ${productionMajor}`)
  })

  it('is what Netlify builds with: NODE_VERSION in netlify.toml, or else .nvmrc', () => {
    const pinned = read('netlify.toml').match(/^\s*NODE_VERSION\s*=\s*"?([^"\s]+)/m)?.[1]
    expect(pinned ?? String(productionMajor)).toBe(String(productionMajor))
  })

  it('is the only line package.json accepts', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } }
    expect(engines.node).toBe(`>=${productionMajor} <${productionMajor + 1}`)
  })
})
