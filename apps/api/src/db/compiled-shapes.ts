import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { prepareStatement } from './prepared-statements';

/**
 * Kysely builds and compiles a query on every call: immutable builder nodes, then a visitor
 * walk to SQL text. For the public search that was the largest share of the API's own CPU per
 * request (tools/bench/api-search), while the SQL text depends only on the query's *shape* —
 * which filters are present, how many values a list has, the sort — not on the values.
 *
 * `CompiledShapes` builds a query once per shape, with stand-ins ("slots") in place of the
 * input's values, keeps the compiled SQL, and on every call binds the real values in place of
 * the slots. The builder is the same function either way, so the SQL is the one Kysely writes;
 * the catalog tests compare bound and directly compiled queries for many inputs.
 *
 * The builder may use an input value's *presence* (`!== undefined`), its truthiness, an array's
 * length, and the `structural` keys' real values (e.g. the sort) to decide the SQL — all part of
 * the shape key; every other use of a value must be as a query value (no arithmetic on it:
 * compute such values before and pass them as input fields).
 */
type Input = Record<string, unknown>;

const SLOT = Symbol('compiled-shapes slot');
interface Slot {
  readonly [SLOT]: { key: string; index?: number };
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && SLOT in value;
}

const slot = (key: string, index?: number): Slot => ({ [SLOT]: { key, index } });

/** A compiled statement of one shape, and where each of its parameters comes from. */
interface Template {
  query: CompiledQuery;
  /**
   * Per parameter: the input key it is bound from (with the list index for a list's item, and
   * `more` when the key is in the second part of the input), or undefined for a constant of the SQL.
   */
  sources: readonly ({ key: string; index?: number; more: boolean } | undefined)[];
}

export class CompiledShapes<DB, I extends object> {
  /** Compiled templates per database handle (the SQL dialect belongs to it) and shape. */
  private readonly byDb = new WeakMap<Kysely<DB>, Map<string, Template>>();

  private readonly maxShapes: number;
  private readonly prepared: boolean;

  constructor(
    private readonly build: (db: Kysely<DB>, input: I) => Compilable,
    private readonly structural: readonly (keyof I & string)[],
    options: {
      /** Shapes kept per database; past this the map starts over (the set is small in practice). */
      maxShapes?: number;
      /**
       * Send each shape's SQL as a named prepared statement on PostgreSQL (db/prepared-statements.ts):
       * only for a statement whose plan does not depend on its values, with few shapes.
       */
      prepared?: boolean;
    } = {},
  ) {
    this.maxShapes = options.maxShapes ?? 1_000;
    this.prepared = options.prepared ?? false;
  }

  /** The query for `input`: its shape's compiled SQL with `input`'s values as parameters. */
  compile(db: Kysely<DB>, input: I): CompiledQuery {
    return this.bind(db, input as Input, undefined);
  }

  /**
   * The query for the input `{ ...base, ...more }`, without building that object: a search's
   * filter (eighteen fields) and the few values the repository adds to it (copying the filter cost
   * more than binding it). `more` takes no key of `base`.
   */
  compileParts<B extends Partial<I>>(db: Kysely<DB>, base: B, more: Omit<I, keyof B>): CompiledQuery {
    return this.bind(db, base as Input, more as Input);
  }

  private bind(db: Kysely<DB>, base: Input, more: Input | undefined): CompiledQuery {
    let templates = this.byDb.get(db);
    if (!templates) {
      templates = new Map();
      this.byDb.set(db, templates);
    }
    const shape = more === undefined ? this.shapeOf(base) : `${this.shapeOf(base)}|${this.shapeOf(more)}`;
    let template = templates.get(shape);
    if (!template) {
      const input = (more === undefined ? base : { ...base, ...more }) as I;
      const query = this.build(db, this.slotsOf(input)).compile();
      const sources = query.parameters.map((p) => {
        if (!isSlot(p)) return undefined;
        const { key, index } = p[SLOT];
        return { key, index, more: more !== undefined && Object.prototype.hasOwnProperty.call(more, key) };
      });
      template = { query, sources };
      if (this.prepared) prepareStatement(query.sql);
      if (templates.size >= this.maxShapes) templates.clear();
      templates.set(shape, template);
    }
    const { query, sources } = template;
    const parameters: unknown[] = new Array(sources.length);
    for (let i = 0; i < sources.length; i += 1) {
      const source = sources[i];
      if (source === undefined) parameters[i] = query.parameters[i];
      else {
        const value = (source.more ? (more as Input) : base)[source.key];
        parameters[i] = source.index === undefined ? value : (value as unknown[])[source.index];
      }
    }
    return { ...query, queryId: createQueryId(), parameters };
  }

  /** The query for `input` compiled directly, without templates (what `compile` must equal; for tests). */
  compileDirectly(db: Kysely<DB>, input: I): CompiledQuery {
    return this.build(db, input).compile();
  }

  /**
   * The shape's key: each key of the input in its own order (the same keys in another order are
   * another key, compiled once more: never a wrong statement), with the structural keys' values,
   * list lengths, and falsy values as they are; any other value is only "a value".
   */
  private shapeOf(values: Input): string {
    let shape = '';
    for (const key in values) {
      if (!Object.prototype.hasOwnProperty.call(values, key)) continue;
      const value = values[key];
      let part: string;
      if ((this.structural as readonly string[]).includes(key)) part = JSON.stringify(value) ?? '~undefined';
      else if (value === undefined) part = '~undefined';
      else if (Array.isArray(value)) part = `~list${value.length}`;
      // A falsy value is kept as it is (the builder may test it), so it is part of the shape.
      else if (!value) part = JSON.stringify(value) ?? String(value);
      else part = '~value';
      // Lengths first: no two different inputs make the same text.
      shape += `${key.length}:${key}${part.length}:${part}`;
    }
    return shape;
  }

  private slotsOf(input: I): I {
    const out: Input = {};
    for (const [key, value] of Object.entries(input)) {
      if ((this.structural as readonly string[]).includes(key) || value === undefined || (!value && !Array.isArray(value))) out[key] = value;
      else if (Array.isArray(value)) out[key] = value.map((_item, index) => slot(key, index));
      else out[key] = slot(key);
    }
    return out as I;
  }
}
