import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** Props every link component of the kit receives: an anchor's attributes with a required href. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * What renders the kit's internal links (car cards, pagination, tab bar, navigation footer
 * links, link buttons). The kit knows no router: an app passes an adapter around its
 * router's link (e.g. React Router's `<Link to={href}>`); without one a plain `<a>` is used,
 * which works server-rendered and without JavaScript.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

const LinkContext = createContext<LinkComponent>('a');

/** Sets the component that renders internal links below it. */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The component that renders internal links here: the app's router link or `'a'`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** An internal link rendered by the app's link component (see {@link LinkProvider}). */
export function AppLink(props: LinkComponentProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
