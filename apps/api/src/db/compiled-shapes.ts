import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

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

export class CompiledShapes<DB, I extends object> {
  /** Compiled templates per database handle (the SQL dialect belongs to it) and shape. */
  private readonly byDb = new WeakMap<Kysely<DB>, Map<string, CompiledQuery>>();

  constructor(
    private readonly build: (db: Kysely<DB>, input: I) => Compilable,
    private readonly structural: readonly (keyof I & string)[],
    /** Shapes kept per database; past this the map starts over (the set is small in practice). */
    private readonly maxShapes = 1_000,
  ) {}

  /** The query for `input`: its shape's compiled SQL with `input`'s values as parameters. */
  compile(db: Kysely<DB>, input: I): CompiledQuery {
    let templates = this.byDb.get(db);
    if (!templates) {
      templates = new Map();
      this.byDb.set(db, templates);
    }
    const shape = this.shapeOf(input);
    let template = templates.get(shape);
    if (!template) {
      template = this.build(db, this.slotsOf(input)).compile();
      if (templates.size >= this.maxShapes) templates.clear();
      templates.set(shape, template);
    }
    const parameters = template.parameters.map((p) => (isSlot(p) ? valueOf(input as Input, p) : p));
    return { ...template, queryId: createQueryId(), parameters };
  }

  /** The query for `input` compiled directly, without templates (what `compile` must equal; for tests). */
  compileDirectly(db: Kysely<DB>, input: I): CompiledQuery {
    return this.build(db, input).compile();
  }

  private shapeOf(input: I): string {
    const values = input as Input;
    const keys = Object.keys(values).sort();
    return JSON.stringify(
      keys.map((key) => {
        const value = values[key];
        if ((this.structural as readonly string[]).includes(key)) return [key, value];
        if (value === undefined) return [key, '~undefined'];
        if (Array.isArray(value)) return [key, '~list', value.length];
        // A falsy value is kept as it is (the builder may test it), so it is part of the shape.
        if (!value) return [key, value];
        return [key, '~value'];
      }),
    );
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

function valueOf(input: Input, s: Slot): unknown {
  const { key, index } = s[SLOT];
  const value = input[key];
  return index === undefined ? value : (value as unknown[])[index];
}
