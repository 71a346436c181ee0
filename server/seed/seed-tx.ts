import type { Db } from '../db/client.ts';

/** The transaction every seed step writes through: the demo appears completely or not at all. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
