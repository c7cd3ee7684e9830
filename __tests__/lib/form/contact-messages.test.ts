/**
 * @jest-environment node
 *
 * The browser loads the rules' words for the page's language only: a
 * visitor on the English page never downloads the Arabic messages, nor the
 * reverse, and the rules themselves carry none. No language downloads the
 * phone library's files of country names: the browser names countries itself.
 */
const PHONE_LIBRARY_NAMES = ['react-phone-number-input/locale/en.json', 'react-phone-number-input/locale/ar.json']
const COPY_FILES = {
  en: ['../../../content/en/validation.json', ...PHONE_LIBRARY_NAMES],
  ar: ['../../../content/ar/validation.json', ...PHONE_LIBRARY_NAMES],
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

/** The sentence a number that is not the UAE's gets, in `messages`' language. */
const notEmirati = async (messages: import('../../../src/lib/contact/contact-rules').ContactMessages) =>
  (await import('../../../src/lib/contact/contact-rules')).validateContact({ name: 'Layla', phone: '+971 12 345 6789', phoneCountry: 'AE', form: 'home' }, messages)

test('the English page gets English messages, naming countries in English, without touching the Arabic ones', async () => {
  const messages = await withoutCopy(['ar'], async () => (await loader()).loadContactMessages('en'))
  expect(messages.validation.nameRequired).toBe('Please enter your name.')
  expect(await notEmirati(messages)).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('United Arab Emirates') }] })
})

test('the Arabic page gets Arabic messages, naming countries in Arabic, without touching the English ones', async () => {
  const messages = await withoutCopy(['en'], async () => (await loader()).loadContactMessages('ar'))
  expect(messages.validation.nameRequired).toBe('يُرجى إدخال اسمك.')
  expect(await notEmirati(messages)).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('الإمارات العربية المتحدة') }] })
})

test('the rules load no words of any language: they check with the words they are given', async () => {
  const rules = await withoutCopy(['en', 'ar'], () => import('../../../src/lib/contact/contact-rules'))
  const words = { validation: { nameRequired: 'Name, please.' }, locale: 'en' } as unknown as import('../../../src/lib/contact/contact-rules').ContactMessages
  expect(rules.checkName('', words)).toEqual({ ok: false, error: { field: 'name', code: 'NAME_REQUIRED', message: 'Name, please.' } })
})
