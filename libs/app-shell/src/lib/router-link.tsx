import { Link } from 'react-router';
import type { LinkComponentProps } from '@ratai/ui';

/**
 * The UI kit's internal links rendered with React Router's `<Link>`: client-side navigation after
 * hydration, a plain `<a href>` in the server HTML. Addresses with a hash land on that section.
 */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
