import { data } from 'react-router';

/** Every address no other route matches: the root error boundary shows the Lithuanian 404. */
export async function loader() {
  throw data({ message: 'Puslapis nerastas' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
