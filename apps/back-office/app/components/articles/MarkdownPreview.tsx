import { useId } from 'react';
import styled from 'styled-components';
import { useArticlePreviewQuery } from '@ratai/api-client';
import { FieldError, FieldLabel, media } from '@ratai/ui';
import { failureText } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/** Reads like the text area's label beside it (a heading: the preview is a part of the page). */
const Title = styled(FieldLabel)`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Box = styled.div`
  min-height: 240px;

  ${media.desktop} {
    min-height: 420px;
  }

  max-height: 80vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The article's HTML as the marketplace shows it: headings, lists, quotes, code, tables. */
const Rendered = styled.div`
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    line-height: 1.25;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
  }

  code {
    padding: 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.muted};
  }

  table {
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Peržiūra': the Markdown as the article will look, rendered by the API's preview route once
 * typing pauses for {@link PREVIEW_DELAY_MS} — the server's one renderer and sanitiser
 * (render-article.ts), so the preview is what will be stored. Only that answer is inserted as HTML.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const headingId = useId();
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const empty = settled.trim() === '';
  const preview = useArticlePreviewQuery(settled, { skip: empty });
  const waiting = settled !== markdown || preview.isFetching;

  return (
    <div>
      <Title as="h3" id={headingId}>
        Peržiūra
      </Title>
      <Box role="region" aria-labelledby={headingId} aria-busy={waiting}>
        {empty ? (
          <Muted>Čia matysite, kaip tekstas atrodys svetainėje.</Muted>
        ) : preview.data !== undefined ? (
          // The API's preview answer only: HTML it sanitised against its allow-list.
          <Rendered dangerouslySetInnerHTML={{ __html: preview.data }} />
        ) : preview.isError ? null : (
          <Muted>Ruošiama peržiūra…</Muted>
        )}
      </Box>
      {!empty && preview.isError ? <FieldError role="alert">Peržiūros nepavyko atnaujinti: {failureText(preview.error)}</FieldError> : null}
    </div>
  );
}
