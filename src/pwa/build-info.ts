/** This bundle's build id; `/builds/latest.json` holds the newest deployed one (src/pwa/build-check.ts). */
export const buildId: string = __BUILD_ID__;
