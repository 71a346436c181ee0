import { customType } from 'drizzle-orm/pg-core';

/** Drizzle has no built-in bytea column; node-postgres and PGlite both hand back a Buffer/Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
