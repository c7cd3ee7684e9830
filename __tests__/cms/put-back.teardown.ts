/** After the CMS's tests, passed or failed: the content as it was kept, and nothing the tests wrote (support/edits.ts). */
import { test } from '@playwright/test'
import { putBackContent } from './support/edits'

test('the content the CMS tests changed is put back', () => putBackContent())
