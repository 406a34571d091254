import { data } from 'react-router';

/** Any other address: the root error boundary shows the Lithuanian 404. */
export function loader() {
  throw data({ message: 'Tokio puslapio nėra. Patikrinkite adresą arba pradėkite paraišką iš naujo.' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
