interface ImportMetaEnv {
  /** Base URL of the API when the client is not served by it. Same origin when unset. */
  readonly VITE_API_BASE?: string;
  /** The operator's Firebase web app (push notifications); all five or push delivery stays off. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Cloud Messaging → Web Push certificates → key pair (public key). */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

/** Set by vite.config.ts (`define`), one per build; compared with `builds/latest.json` by the update check. */
declare const __BUILD_ID__: string;
