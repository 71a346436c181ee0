import { createBearerToken, hashBearerToken } from '../auth/bearer-tokens.ts';

/**
 * A calendar feed's secret is made and stored like a bearer token (32 random bytes, only the SHA-256 kept), but
 * grants nothing but reading the owner's event list.
 */
export const newFeedSecret = (): { secret: string; hash: string } => {
  const { token, hash } = createBearerToken();
  return { secret: token, hash };
};

export const hashFeedSecret = hashBearerToken;

/** The request's URL for logs, the secret of a feed address hidden: it is the credential. */
export const withoutFeedSecret = (url: string): string =>
  url.replace(/^\/calendar\/[^/?#]+\.ics/, '/calendar/[secret].ics');
