import { useContext, useState } from 'react';
import { DeferredRootContext } from './deferred';

/**
 * What the visitor typed, ticked or chose in a deferred part's server HTML before its code arrived:
 * each form control whose value differs from the server's, by its `name` (text as typed, a
 * checkbox as a boolean, a radio group as the chosen value).
 */
export type TypedBeforeHydration = Readonly<Record<string, string | boolean>>;

/**
 * Inside a deferred part (`deferred`): what was typed into its server HTML before the code
 * arrived, read once, when the part's code first renders — while it hydrates, before anything of
 * it has touched the inputs. Null when nothing was typed or there was no server HTML. A form puts
 * it back right after hydrating (a layout effect, before the browser paints), so its own setup
 * (react-hook-form writes the default values into the inputs) does not wipe what the visitor
 * typed — not in its first render: that render must be the server's HTML, and a choice that shows
 * or hides a section would make React discard the server HTML (error #418) and the focus with it
 * (ApplicationForm.tsx). In its own module so that only the parts that use it carry it.
 */
export function useTypedBeforeHydration(): TypedBeforeHydration | null {
  const root = useContext(DeferredRootContext);
  const [typed] = useState(() => (root?.current ? readTypedControls(root.current) : null));
  return typed;
}

/** The changed form controls under `root` (see {@link TypedBeforeHydration}). */
export function readTypedControls(root: ParentNode): TypedBeforeHydration | null {
  const typed: Record<string, string | boolean> = {};
  for (const control of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]'))) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed[control.name] = control.checked;
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked && !control.defaultChecked) typed[control.name] = control.value;
    } else if (control instanceof HTMLSelectElement) {
      // The server's choice: the option marked selected, else the first one.
      const initial = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
      if (control.value !== (initial?.value ?? '')) typed[control.name] = control.value;
    } else if (control.type !== 'hidden' && control.type !== 'file' && control.value !== control.defaultValue) {
      typed[control.name] = control.value;
    }
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
