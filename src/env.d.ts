interface ImportMetaEnv {
  /** Base URL of the API when the client is not served by it (DESIGN §7). Same origin when unset. */
  readonly VITE_API_BASE?: string;
}

/** Set by vite.config.ts (`define`), one per build; compared with `builds/latest.json` by the update check. */
declare const __BUILD_ID__: string;
