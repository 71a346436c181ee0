import { is } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { WireColumn } from '../entities/synced-entity.ts';
import { toWireRow } from './wire-row.ts';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A wire column map as the select list of a hand-written statement, rendered once: `alias."sql_name" as
 * "prefix.wire_name"` for each column, and `read`, which takes those fields of a result row back to the wire row as
 * the query builder would have mapped them (driver values through each column's own mapping, then dates to ISO).
 * Only plain columns: a computed one belongs in a built query.
 */
export function rawWireColumns<Row>(columns: Record<string, WireColumn>, alias: string, prefix: string) {
  const fields = Object.entries(columns).map(([wire, column]) => {
    if (!is(column, PgColumn)) throw new Error(`${wire} is computed; a raw select list takes plain columns only`);
    return { wire, column, as: `${prefix}.${wire}` };
  });
  return {
    select: fields.map(({ column, as }) => `${alias}.${quoted(column.name)} as ${quoted(as)}`).join(', '),
    read(row: Record<string, unknown>): Row {
      const wire: Record<string, unknown> = {};
      for (const { wire: name, column, as } of fields) {
        const value = row[as];
        wire[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return toWireRow<Row>(wire);
    },
  };
}
