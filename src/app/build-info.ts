/** This bundle's build id; `/builds/latest.json` holds the newest deployed one (spec §4 update check). */
export const buildId: string = __BUILD_ID__;
