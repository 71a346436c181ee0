import { useEffect } from 'react';
import { requestPersistentStorage } from './persistent-storage.ts';

/** Mounted with the signed-in screens: right after sign-in, and at every start of a signed-in user (cheap if granted). */
export function usePersistentStorage(): void {
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
}
