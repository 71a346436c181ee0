import { defineConfig } from '@lingui/cli';
import { locales } from './contract/locales.ts';

// English is the source language of the message texts; German is the default UI language (contract/locales.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: [...locales],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: 'po',
});
