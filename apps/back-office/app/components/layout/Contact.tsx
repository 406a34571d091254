import { formatPhone } from '@ratai/domain';
import { NoWrap } from './Page';

/**
 * Contacts the team acts on straight from a page: a phone to call (tel:, written as people read
 * it) and an address to write to (mailto:). Every screen that shows a person's contacts uses these.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`}>
      <NoWrap>{formatPhone(phone)}</NoWrap>
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
