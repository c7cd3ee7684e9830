// The Node line production runs on (.nvmrc, read by Netlify) and the one
// running now. `npm test` starts by printing both and stops at once if they
// differ; the benchmarks put `runtime()` in their reports, so every figure
// says what it was measured on.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const nvmrc = new URL('../.nvmrc', import.meta.url)

export const productionMajor = () => Number(fs.readFileSync(nvmrc, 'utf8').trim())
export const runtime = () => `Node ${process.version}`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const running = Number(process.versions.node.split('.')[0])
  console.log(`${runtime()} (production: Node ${productionMajor()}, from .nvmrc)`)
  if (running !== productionMajor()) {
    console.error(`This is Node ${running}, not the production line ${productionMajor()}: run \`. scripts/use-node.sh\` first (README).`)
    process.exit(1)
  }
}
