/**
 * Groups of fields that apply only under a condition: the rental application's personal-usage
 * fields, business-usage fields and guarantor fields.
 *
 * Why not `v.variant`: a variant stops at its discriminator, so a form with an unchosen car
 * usage would show that one error and hide every other missing field. Instead the parent
 * object accepts the section's fields as they are, a raw check validates them only when the
 * section applies (and runs even when other fields failed, so all errors show at once, each
 * at its own path), and the final transform parses the applying sections and drops the
 * others. A hidden section never blocks a submit, whatever stale value it holds.
 * Wrap the parent in `allErrorsAtOnce` (fields.ts) so the check also runs under
 * react-hook-form's abortPipeEarly.
 */
import * as v from 'valibot';
import * as m from './messages';

/** The section's fields as the parent object sees them: any value, typed as the field's input. */
export type DeferredEntries<TEntries extends v.ObjectEntries> = {
  [TKey in keyof TEntries]: v.OptionalSchema<v.CustomSchema<v.InferInput<TEntries[TKey]>, undefined>, undefined>;
};

/** A group of fields validated and kept only when `applies` holds; see the module comment. */
export interface ConditionalSection<TEntries extends v.ObjectEntries> {
  /** Spread into the parent object's entries. */
  entries: DeferredEntries<TEntries>;
  /** Put in the parent's pipe, after the object: validates the section when it applies. */
  check<TInput>(): v.RawCheckAction<TInput>;
  /** In the parent's final transform: the section's parsed output, or `undefined` when it does not apply. */
  parse(input: object): v.InferOutput<v.ObjectSchema<TEntries, string>> | undefined;
  /** In the parent's final transform: the parent's values without the section's raw fields. */
  omit<TInput extends object>(input: TInput): Omit<TInput, keyof TEntries>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Declares a conditional section.
 *
 * @param entries The section's fields with their full rules.
 * @param applies Whether the section applies, given the parent's values. The values are
 *   parsed where their own rules passed and raw otherwise, so compare with parsed values
 *   (e.g. `input.hasGuarantor === true`), which a raw "true" never equals.
 */
export function conditionalSection<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  applies: (input: Record<string, unknown>) => boolean,
): ConditionalSection<TEntries> {
  const schema = v.object(entries, m.INVALID_DATA);
  const keys = Object.keys(entries);
  const pick = (input: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in input).map((key) => [key, input[key]]));

  return {
    entries: Object.fromEntries(keys.map((key) => [key, v.optional(v.custom(() => true))])) as DeferredEntries<TEntries>,
    check<TInput>() {
      return v.rawCheck<TInput>(({ dataset, addIssue }) => {
        const input: unknown = dataset.value;
        if (!isRecord(input) || !applies(input)) return;
        const result = v.safeParse(schema, pick(input));
        if (result.success) return;
        for (const issue of result.issues) {
          addIssue({ message: issue.message, input: issue.input, path: issue.path });
        }
      });
    },
    parse(input) {
      const record = input as Record<string, unknown>;
      return applies(record) ? v.parse(schema, pick(record)) : undefined;
    },
    omit<TInput extends object>(input: TInput) {
      return Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key))) as Omit<
        TInput,
        keyof TEntries
      >;
    },
  };
}
