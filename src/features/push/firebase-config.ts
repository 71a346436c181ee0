/** The Firebase web app settings of the operator's project, and the VAPID key of its Cloud Messaging. */
export type FirebaseWebConfig = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

/**
 * The one reader of `VITE_FIREBASE_*` (build-time settings). All five or nothing: with any missing, the
 * app stores the user's choice but never loads Firebase, and says that delivery needs the operator's setup.
 */
export function firebaseWebConfig(): FirebaseWebConfig | null {
  const env = import.meta.env;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
  const complete = Object.values(config).every((value) => typeof value === 'string' && value.trim() !== '');
  return complete ? (config as FirebaseWebConfig) : null;
}
