/**
 * Work that must happen at sign-out while the session still counts (before the logout call), registered by the
 * parts that own it (src/features/push/start-push.ts), so the auth feature runs it without importing another feature.
 */
type SignOutStep = () => Promise<void>;

const steps = new Set<SignOutStep>();

export function beforeSignOut(step: SignOutStep): void {
  steps.add(step);
}

/** Runs every step side by side; each bounds its own time, and none can stop the sign-out. */
export async function runBeforeSignOut(): Promise<void> {
  await Promise.allSettled([...steps].map((step) => step()));
}
