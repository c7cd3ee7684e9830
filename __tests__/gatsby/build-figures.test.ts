/**
 * @jest-environment node
 *
 * The build bench (scripts/bench-build.mjs) reads what a build measured of
 * itself from the file the build writes (gatsby/build-figures.ts), never
 * from what it printed: a figure is read as written, and a build that wrote
 * none fails the bench with a sentence saying which figure and why.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { forgetBuildFigures, readBuildFigure, recordBuildFigure } from '../../gatsby/build-figures'

let file: string
beforeEach(() => (file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-figures-')), '.cache', 'build-figures.json')))

describe("the build's figures", () => {
  it('gives the bench the CMS step time the build wrote', () => {
    recordBuildFigure('cmsMs', 1234, file)
    expect(readBuildFigure('cmsMs', file)).toBe(1234)
  })

  it('fails with a worded error when the build wrote no figures at all', () => {
    expect(() => readBuildFigure('cmsMs', file)).toThrow(`the build wrote no ${file}, so it measured nothing; cmsMs (the step that writes the CMS at /admin/ (gatsby/cms/admin.ts), in milliseconds) is missing`)
  })

  it('fails with a worded error when the CMS step wrote no time', () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '{"otherMs": 5}\n')
    expect(() => readBuildFigure('cmsMs', file)).toThrow(`${file} has no cmsMs (the step that writes the CMS at /admin/ (gatsby/cms/admin.ts), in milliseconds): the step did not run, or no longer records its figure`)
  })

  it('fails with a worded error when the time is not a number', () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '{"cmsMs": "812 ms"}\n')
    expect(() => readBuildFigure('cmsMs', file)).toThrow(`${file} holds "812 ms" as cmsMs`)
  })

  it('never reads an earlier build figure as the next one: the bench forgets them before each build', () => {
    recordBuildFigure('cmsMs', 900, file)
    forgetBuildFigures(file)
    expect(() => readBuildFigure('cmsMs', file)).toThrow(/the build wrote no .*build-figures\.json/)
  })
})
