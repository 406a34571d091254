import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface AccordionItem {
  /** Stable key of the section. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Opens the first section on first render (the contract terms panel, §2.20). */
  firstOpenByDefault?: boolean;
  /** Opens this section on first render; wins over `firstOpenByDefault`. */
  defaultOpenId?: string;
  /** Controlled open section (null: all closed). */
  openId?: string | null;
  onOpenChange?: (openId: string | null) => void;
  /** Level of the headings wrapping the buttons, to fit the page outline; default 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const Root = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Section = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Sign = styled.span<{ $open: boolean }>`
  position: relative;
  flex: none;
  width: 14px;
  height: 14px;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 6px;
    left: 0;
    width: 14px;
    height: 2px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.durations.normal};
  }

  &::after {
    transform: rotate(${({ $open }) => ($open ? '0deg' : '90deg')});
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Sections that open one at a time (opening one closes the other; clicking the open one
 * closes it). Each title is a button inside a heading, with aria-expanded and aria-controls;
 * each panel is a region named by its button. Closed panels stay in the HTML (hidden), so
 * server-rendered content is there for search engines.
 */
export function Accordion({
  items,
  firstOpenByDefault = false,
  defaultOpenId,
  openId,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [internal, setInternal] = useState<string | null>(
    defaultOpenId ?? (firstOpenByDefault && items.length > 0 ? items[0].id : null),
  );
  const current = openId === undefined ? internal : openId;

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    if (openId === undefined) setInternal(next);
    onOpenChange?.(next);
  };

  return (
    <Root className={className}>
      {items.map((item, index) => {
        const open = current === item.id;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Section key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Sign $open={open} aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Section>
        );
      })}
    </Root>
  );
}
