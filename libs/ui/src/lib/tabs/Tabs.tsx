import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list (aria-label). */
  label: string;
  /** Controlled selected tab id. */
  value?: string;
  /** Uncontrolled initial tab id; default the first. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

/** Shared look of a tab: a tab button here, a link in TabNav. */
export const TabButton = styled.button<{ $selected: boolean }>`
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -1px;
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  text-decoration: none;
  white-space: nowrap;
  background: none;
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
`;

/**
 * Tabs with the ARIA tabs pattern: a tablist of tabs, one tabpanel shown; Left/Right arrows
 * move and select (wrapping), Home/End jump; only the selected tab is in the Tab order.
 * For tabs that are pages (the articles' categories), use TabNav instead.
 */
export function Tabs({ items, label, value, defaultValue, onChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (value === undefined) setInternal(item.id);
    onChange?.(item.id);
    tabRefs.current[index]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const currentIndex = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const target = {
      ArrowRight: currentIndex >= last ? 0 : currentIndex + 1,
      ArrowLeft: currentIndex <= 0 ? last : currentIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <TabButton
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => select(index)}
            >
              {item.label}
            </TabButton>
          );
        })}
      </TabList>
      {items.map((item, index) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
