import {
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * PostgreSQL with an introspector that looks only at the connection's own
 * schema (the first on its search path). Kysely's own introspector reads every
 * schema in the database and resolves each by name; when another schema is
 * dropped between its catalogue snapshot and that lookup, the query fails
 * with "schema … does not exist". Test files running side by side each drop
 * their schema when done, so a migration starting at that moment failed; an
 * installation sharing its database with other applications would be exposed
 * the same way. The migrator is the only user of the introspector here.
 */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

type ColumnRow = {
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  udt_schema: string | null;
  is_nullable: string | null;
  column_default: string | null;
  is_identity: string | null;
  schema: string;
};

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = current_schema()`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // information_schema names each table's schema as text and filters on it
    // before anything is resolved, so other schemas never take part.
    const { rows } = await sql<ColumnRow>`
      select t.table_name, t.table_type, c.column_name, c.udt_name as data_type, c.udt_schema,
             c.is_nullable, c.column_default, c.is_identity, t.table_schema as schema
      from information_schema.tables t
      left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = current_schema() and t.table_type in ('BASE TABLE', 'VIEW')
      order by t.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, { name: string; isView: boolean; schema: string; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, isView: row.table_type === 'VIEW', schema: row.schema, columns: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type ?? '',
        ...(row.udt_schema ? { dataTypeSchema: row.udt_schema } : {}),
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null || row.is_identity === 'YES',
        isAutoIncrementing: row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
