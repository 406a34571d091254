import { Faq } from '@ratai/ui';
import { FAQ_ITEMS } from '../../content/faq';

/** The home page's FAQ (spec §2.21); loaded as its own chunk when it comes near the viewport. */
export function FaqList() {
  return <Faq items={FAQ_ITEMS} headingLevel={3} />;
}
