import type { ReactNode } from 'react';
import { Accordion, type HeadingLevel } from '../accordion/Accordion';

export interface FaqItem {
  question: ReactNode;
  answer: ReactNode;
  /** Stable key; default the position. */
  id?: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Questions and answers as an accordion, one answer open at a time (§2.21). */
export function Faq({ items, headingLevel, className }: FaqProps) {
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      items={items.map((item, index) => ({
        id: item.id ?? String(index),
        title: item.question,
        content: item.answer,
      }))}
    />
  );
}
