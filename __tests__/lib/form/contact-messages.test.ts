/**
 * @jest-environment node
 *
 * The browser loads the rules' words for the page's language only: a
 * visitor on the English page never downloads the Arabic messages or
 * country names, nor the reverse, and the rules themselves carry none.
 */
const COPY_FILES = {
  en: ['../../../content/en/validation.json', 'react-phone-number-input/locale/en.json'],
  ar: ['../../../content/ar/validation.json', 'react-phone-number-input/locale/ar.json'],
}

/** What `load` gives with every copy file of the `unavailable` languages refusing to load. */
async function withoutCopy<T>(unavailable: (keyof typeof COPY_FILES)[], load: () => T | Promise<T>): Promise<T> {
  const files = unavailable.flatMap((language) => COPY_FILES[language])
  jest.resetModules()
  for (const file of files) {
    jest.doMock(file, () => {
      throw new Error(`${file} was loaded`)
    })
  }
  try {
    return await load()
  } finally {
    for (const file of files) jest.dontMock(file)
  }
}

const loader = () => import('../../../src/lib/form/contact-messages')

test('the English page gets English messages and names without touching the Arabic ones', async () => {
  const messages = await withoutCopy(['ar'], async () => (await loader()).loadContactMessages('en'))
  expect(messages.validation.nameRequired).toBe('Please enter your name.')
  expect(messages.countryNames.AE).toBe('United Arab Emirates')
})

test('the Arabic page gets Arabic messages and names without touching the English ones', async () => {
  const messages = await withoutCopy(['en'], async () => (await loader()).loadContactMessages('ar'))
  expect(messages.validation.nameRequired).toBe('يُرجى إدخال اسمك.')
  expect(messages.countryNames.AE).toBe('الإمارات العربية المتحدة')
})

test('the rules load no words of any language: they check with the words they are given', async () => {
  const rules = await withoutCopy(['en', 'ar'], () => import('../../../src/lib/contact/contact-rules'))
  const words = { validation: { nameRequired: 'Name, please.' }, countryNames: {} } as unknown as import('../../../src/lib/contact/contact-rules').ContactMessages
  expect(rules.checkName('', words)).toEqual({ ok: false, error: { field: 'name', code: 'NAME_REQUIRED', message: 'Name, please.' } })
})
