import { db } from './kita-db.ts';

/**
 * Another tab opened a newer schema (after a deploy): this tab must close its connection or it blocks the upgrade,
 * and its code no longer matches the data. Reload once to pick up the new build.
 */
export function reloadOnSchemaUpgrade(): void {
  db.on('versionchange', () => {
    db.close();
    window.location.reload();
    return false;
  });
}
