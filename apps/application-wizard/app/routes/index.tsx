import { redirect, type LoaderFunctionArgs } from 'react-router';

/** The wizard has no home page of its own: its root opens the general application, keeping the query. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/paraiska${new URL(request.url).search}`);
}
