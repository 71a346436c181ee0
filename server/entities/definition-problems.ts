import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { columnsBySqlName, computedKeys, unmatchedWireKeys, type SyncedEntityDefinition } from './synced-entity.ts';

/** What a wire field or a column holds, as far as the two can be compared. */
export type BroadType = 'string' | 'number' | 'boolean' | 'timestamp' | 'json' | 'array' | 'unknown';

type ZodDef = { type: string; format?: string; innerType?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The broad type of a wire field and whether it may be null. */
export function wireType(schema: z.ZodType): { type: BroadType; nullable: boolean } {
  const def = defOf(schema);
  if (def.type === 'nullable') return { type: wireType(def.innerType!).type, nullable: true };
  if (def.type === 'optional' || def.type === 'default') return wireType(def.innerType!);
  if (def.type === 'string') return { type: def.format === 'datetime' ? 'timestamp' : 'string', nullable: false };
  if (def.type === 'enum' || def.type === 'literal') return { type: 'string', nullable: false };
  if (def.type === 'number' || def.type === 'int') return { type: 'number', nullable: false };
  if (def.type === 'boolean') return { type: 'boolean', nullable: false };
  if (def.type === 'array') return { type: 'array', nullable: false };
  if (def.type === 'record' || def.type === 'object') return { type: 'json', nullable: false };
  return { type: 'unknown', nullable: false };
}

/** The broad type of a column and whether it may be null. */
export function columnType(column: PgColumn): { type: BroadType; nullable: boolean } {
  const nullable = !column.notNull;
  if (column.columnType.startsWith('PgTimestamp')) return { type: 'timestamp', nullable };
  const byData: Record<string, BroadType> = { string: 'string', number: 'number', boolean: 'boolean', json: 'json' };
  if (column.dataType === 'array') return { type: 'array', nullable };
  return { type: byData[column.dataType] ?? 'unknown', nullable };
}

const dexieIndexes = (dexie: string) => dexie.split(',').map((index) => index.trim());

/**
 * Everything that makes a definition incomplete or out of step with its table, as sentences; empty when sound. The
 * wire schema (contract/) and the Drizzle table are typed apart, because the client must not load Drizzle: this is
 * where the two are held together.
 */
export function definitionProblems(entity: SyncedEntityDefinition, knownEvents: readonly string[]): string[] {
  const problems: string[] = [];
  const sqlName = getTableName(entity.table);
  if (entity.name !== sqlName) problems.push(`name ${entity.name} is not the table's SQL name ${sqlName}`);
  const columns = columnsBySqlName(entity.table);
  for (const required of ['id', 'version', 'deleted_at', 'updated_at'])
    if (!columns.has(required)) problems.push(`table ${sqlName} has no ${required} column`);
  const properties = Object.keys(getTableColumns(entity.table));
  for (const property of ['id', 'version', 'deletedAt'])
    if (!properties.includes(property)) problems.push(`table ${sqlName} has no ${property} property`);

  const shape = entity.row.shape as Record<string, z.ZodType>;
  for (const required of ['id', 'version', 'deleted_at'])
    if (!(required in shape)) problems.push(`wire row has no ${required}`);
  for (const key of unmatchedWireKeys(entity)) problems.push(`wire field ${key} has no column`);
  for (const key of [...Object.keys(entity.renamed ?? {}), ...computedKeys(entity)])
    if (!(key in shape)) problems.push(`column given for ${key}, no wire field`);
  const renamed = (entity.renamed ?? {}) as Record<string, PgColumn>;
  for (const [key, schema] of Object.entries(shape)) {
    const column = renamed[key] ?? columns.get(key);
    if (!column) continue;
    const wire = wireType(schema);
    const stored = columnType(column);
    const jsonHoldsIt = stored.type === 'json' && wire.type === 'array';
    if (wire.type !== stored.type && !jsonHoldsIt)
      problems.push(`wire field ${key} is ${wire.type}, column ${column.name} ${stored.type}`);
    if (wire.nullable !== stored.nullable)
      problems.push(
        `wire field ${key} is ${wire.nullable ? '' : 'not '}nullable, column ${column.name} is${stored.nullable ? '' : ' not'}`,
      );
  }

  const indexes = dexieIndexes(entity.dexie);
  if (indexes[0] !== 'id') problems.push(`dexie store does not start with the primary key id: '${entity.dexie}'`);
  for (const index of indexes)
    for (const field of index.replace(/^\[|\]$/g, '').split('+'))
      if (!(field in shape)) problems.push(`dexie index ${index} names ${field}, no wire field`);

  if (entity.realtimeEvent !== undefined && !knownEvents.includes(entity.realtimeEvent))
    problems.push(`realtime event ${entity.realtimeEvent} is not a known event`);
  for (const field of Object.values(entity.failedWrites?.params ?? {}))
    if (!(field in shape)) problems.push(`failed-write place reads ${field}, no wire field`);
  if (!entity.failedWrites?.to.startsWith('/') && entity.failedWrites) problems.push('failed-write place is no path');
  if (typeof entity.visible !== 'function') problems.push('no visibility rule');
  if (!entity.account || (entity.account.delete !== 'kept' && typeof entity.account.delete?.remove !== 'function'))
    problems.push('no account deletion step (or kept)');
  return problems;
}
