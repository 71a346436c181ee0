const reloadedKey = 'kita-chunk-reload';

/**
 * After a deploy, an open page may ask for a route chunk that no longer exists. Vite reports it as
 * `vite:preloadError` (https://vite.dev/guide/build#load-error-handling): load the route the user was going to
 * afresh, once. The guard in sessionStorage stops a loop when the chunk is missing for another reason (offline
 * without a cache); then the error reaches the router's error page as before.
 */
export function reloadOnStaleChunks(targetHref: () => string): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline the chunk is missing because the network is, not because of a deploy: a reload could only end on the
    // browser's offline page (before the service worker controls the page). Let the caller handle the failed import.
    if (!navigator.onLine) return;
    const target = targetHref();
    if (sessionStorage.getItem(reloadedKey) === target) return;
    sessionStorage.setItem(reloadedKey, target);
    event.preventDefault();
    window.location.assign(target);
  });
  // A page that stayed up for a while loaded fine: a later deploy may reload it once again.
  setTimeout(() => sessionStorage.removeItem(reloadedKey), 10_000);
}
