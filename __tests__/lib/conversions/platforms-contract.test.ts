/**
 * @jest-environment node
 *
 * What every ad platform in PLATFORMS must bring, checked over the list so
 * that a platform added later (TikTok) is held to it by its line in
 * platforms.ts alone: a sender that says it is that platform and sends the
 * lead, its click ids and paid utm sources leading a consented lead to it,
 * its name in both languages' consent copy, each of its settings in
 * docs/deploy.md, a window, and settings that no other platform claims.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import arForm from '../../../content/ar/form.json'
import enForm from '../../../content/en/form.json'
import { conversionPlatform } from '../../../src/lib/conversions/conversion-records'
import { AD_PLATFORMS, configuredPlatforms, PLATFORMS, requiredSettings } from '../../../src/lib/conversions/platforms'
import { SENDERS } from '../../../src/lib/conversions/senders'
import type { StoredLead } from '../../../src/lib/leads/types'
import { storedLead } from '../../support/stored-lead'

const deployDoc = readFileSync(path.join(__dirname, '../../../docs/deploy.md'), 'utf8')
const lead = (source: StoredLead['source']): StoredLead => storedLead({ source, consent: { adMeasurement: true, version: '2026-12-02' } })
const allRequired = (id: (typeof AD_PLATFORMS)[number]) => Object.fromEntries(requiredSettings(id).map((name) => [name, 'set']))

describe.each(PLATFORMS.map((platform) => [platform.id, platform] as const))('%s', (id, platform) => {
  it('is configured by its required settings alone, and its sender says it is this platform and sends the lead', () => {
    expect(configuredPlatforms(allRequired(id))).toEqual([id])
    const sender = SENDERS[id](allRequired(id))
    expect(sender.platform).toBe(id)
    expect(sender.sends('lead')).toBe(true)
  })

  it("is the platform of a consented lead with its click id, or with its utm_source on a paid link", () => {
    for (const clickId of platform.clickIds) expect(conversionPlatform(lead({ channel: 'paid', [clickId]: 'click-1', utmMedium: 'cpc' }), AD_PLATFORMS)).toBe(id)
    const source = ['google', 'facebook', 'snapchat'].find((name) => platform.utmSources.test(name))
    expect(source).toBeDefined()
    expect(conversionPlatform(lead({ channel: 'paid', utmSource: source, utmMedium: 'cpc' }), AD_PLATFORMS)).toBe(id)
  })

  it('is named by the consent box in both languages', () => {
    for (const form of [enForm, arForm]) expect((form.adConsent.platforms as Record<string, string>)[id]?.trim()).toBeTruthy()
  })

  it("has each of its settings in docs/deploy.md, claimed by no other platform, and a window", () => {
    for (const { name } of platform.settings) expect(deployDoc).toContain(`\`${name}\``)
    const others = PLATFORMS.filter((other) => other.id !== id).flatMap((other) => other.settings.map((setting) => setting.name))
    expect(platform.settings.filter((setting) => others.includes(setting.name))).toEqual([])
    expect(platform.windowDays).toBeGreaterThan(0)
  })
})

it('the docs name no platform setting that PLATFORMS does not have', () => {
  const known = new Set<string>(PLATFORMS.flatMap((platform) => platform.settings.map((setting) => setting.name)))
  const named = [...deployDoc.matchAll(/`((?:GOOGLE_ADS|GOOGLE_DATAMANAGER|GOOGLE_SERVICE|META|SNAP)_[A-Z_]+)`/g)].map((match) => match[1])
  expect(named.filter((name) => !known.has(name))).toEqual([])
})
