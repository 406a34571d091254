import { Link } from 'react-router';
import styled from 'styled-components';
import type { ArticleSummary } from '@ratai/api-client';
import { NO_IMAGE, formatDate } from '@ratai/domain';
import { articlePath } from '../../lib/articles';

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cover = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.muted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** An article in a list: cover ('No image' without one, §2.19), category, date, title and excerpt. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Root>
      <Cover>
        {article.cover ? (
          <img src={article.cover.url} alt="" width={640} height={360} loading="lazy" decoding="async" />
        ) : (
          <Placeholder lang="en">{NO_IMAGE}</Placeholder>
        )}
      </Cover>
      <Body>
        <Meta>
          {article.category ? `${article.category.name} · ` : ''}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </Meta>
        <Heading>
          <TitleLink to={articlePath(article)}>{article.title}</TitleLink>
        </Heading>
        <p>{article.excerpt}</p>
      </Body>
    </Root>
  );
}
