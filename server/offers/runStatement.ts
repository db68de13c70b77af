/** A statement the search runs: a drizzle query, which both executes and shows its SQL. */
export interface SearchStatement<Row> extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] };
}

/** Executes one statement: drizzle itself in the app, the bare driver in the benchmark's floor. */
export type RunStatement = <Row>(statement: SearchStatement<Row>) => Promise<Row[]>;
