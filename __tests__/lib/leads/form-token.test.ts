/**
 * @jest-environment node
 *
 * The id of the lead a form token carries, where the store keeps each id
 * once and keeping the lead is what spends the token (contact-steps/form-token-steps.ts).
 */
import { issueToken, leadIdOfToken } from '../../../src/lib/leads/form-token'
import { TEST_FORM_SECRET } from '../../support/form-token'

const tokenId = () => issueToken(TEST_FORM_SECRET, Date.now(), 'production').split('.')[1]

it("gives the lead a token carries an id of a random UUID's shape: the same token, the same id; another token, another", () => {
  const [id, other] = [tokenId(), tokenId()]
  expect(leadIdOfToken(id)).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/)
  expect(leadIdOfToken(id)).toBe(leadIdOfToken(id))
  expect(leadIdOfToken(other)).not.toBe(leadIdOfToken(id))
})

it('refuses an id that is not a token id: 16 bytes', () => {
  expect(() => leadIdOfToken('short')).toThrow('a form token id is 16 bytes')
})
