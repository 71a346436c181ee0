import type { LocationRewrite } from '@tanstack/react-router';
import { localeOfPath, localizePath, splitLocalePath } from './locale-path.ts';

/**
 * Router rewrite: the browser shows `/tr/login`, the route tree sees `/login`. Links are written in the locale of
 * the page the browser is on, so the address bar is the single source of truth for the UI language.
 */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = splitLocalePath(url.pathname).path;
    return url;
  },
  output: ({ url }) => {
    url.pathname = localizePath(url.pathname, localeOfPath(window.location.pathname));
    return url;
  },
};
