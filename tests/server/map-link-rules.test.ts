import { describe, expect, it } from 'vitest';
import { isMapUrlTemplate, mapLink } from '#contract/map-link';
import { loadEnv } from '../../server/env.ts';

describe('an event’s place as a map link', () => {
  it('fills the operator’s template with the place, encoded', () => {
    expect(mapLink('Stadtpark, Tor 2 & Wiese', 'https://maps.example/search?q={query}&zoom=16')).toBe(
      'https://maps.example/search?q=Stadtpark%2C%20Tor%202%20%26%20Wiese&zoom=16',
    );
  });

  it('is a geo: URI for the device’s map app without a template', () => {
    expect(mapLink(' Παιδική χαρά ', null)).toBe(`geo:0,0?q=${encodeURIComponent('Παιδική χαρά')}`);
  });

  it('accepts only an http(s) template with {query} as MAP_URL_TEMPLATE', () => {
    expect(isMapUrlTemplate('https://www.openstreetmap.org/search?query={query}')).toBe(true);
    expect(isMapUrlTemplate('https://www.openstreetmap.org/search')).toBe(false);
    expect(isMapUrlTemplate('javascript:alert({query})')).toBe(false);
    expect(() => loadEnv({ MAP_URL_TEMPLATE: 'ftp://maps.example/{query}' })).toThrow(/MAP_URL_TEMPLATE/);
    expect(loadEnv({ MAP_URL_TEMPLATE: 'https://maps.example/?q={query}' }).MAP_URL_TEMPLATE).toBe(
      'https://maps.example/?q={query}',
    );
  });
});
