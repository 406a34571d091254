/** A value {@link toFormData} can write. */
export type FormFieldValue = string | number | boolean | Blob | null | undefined;

/** The fields of a multipart body: single values, lists (written as repeated parts) or objects (JSON text). */
export type FormFields = Record<string, FormFieldValue | readonly FormFieldValue[] | object>;

/**
 * Builds the multipart body of the listing and application calls (spec §7): every field a text
 * part, list fields repeated (`carFeatures=3&carFeatures=7`), files as file parts (a `File` keeps
 * its name). `undefined`, `null` and empty lists are left out (spec §7: "carFeatures left out when
 * empty"); booleans are `true`/`false`; plain objects (e.g. `metadata`) are sent as JSON text.
 */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? (value as readonly unknown[]) : [value]) {
      appendValue(form, key, item);
    }
  }
  return form;
}

function appendValue(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    const name = (value as { name?: unknown }).name;
    if (typeof name === 'string' && name !== '') form.append(key, value, name);
    else form.append(key, value);
    return;
  }
  if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
    return;
  }
  form.append(key, String(value));
}
