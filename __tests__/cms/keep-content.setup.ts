/** Before the editors' tests: the content files they change, kept (support/edits.ts). */
import { test } from '@playwright/test'
import { keepContent } from './support/edits'

test('the content the CMS tests change is kept', () => keepContent())
