import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { LeaveGuard } from '@ratai/app-shell';
import type { ArticleCategory, TeamArticle } from '@ratai/domain';
import { useCreateArticleMutation, useUpdateArticleMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, media, Select, TextField } from '@ratai/ui';
import { ARTICLE_LENGTHS, ArticleInputSchema, type ArticleInputInput, type ArticleInputOutput } from '@ratai/validation';
import { showApiErrors } from '../../lib/api-field-errors';
import { Card, SectionTitle } from '../layout/Page';
import { LiveStatus } from '../layout/LiveStatus';
import { ArticlePublishPanel } from './ArticlePublishPanel';
import { MarkdownPreview } from './MarkdownPreview';

const FIELDS = ['title', 'categoryId', 'excerpt', 'markdown'] as const;

/** Said after 'Išsaugoti' created the article (shown on its own page, where it goes next). */
export const ARTICLE_CREATED = 'Straipsnis sukurtas. Tai juodraštis: svetainėje jis bus matomas, kai jį paskelbsite.';
export const ARTICLE_SAVED = 'Pakeitimai išsaugoti.';

const Narrow = styled.div`
  max-width: 760px;
`;

/** The Markdown and its preview: side by side on a wide screen, the preview below on a narrow one. */
const BodyAndPreview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }

  textarea {
    min-height: 420px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const MARKDOWN_HINT =
  'Antraštė: „## Antraštė“, sąrašas: „- punktas“, paryškinta: „**žodis**“, nuoroda: „[tekstas](https://…)“. Paveikslėliai ir HTML į tekstą neįtraukiami.';

const valuesOf = (article?: TeamArticle): ArticleInputInput => ({
  title: article?.title ?? '',
  categoryId: article?.category ? String(article.category.id) : '',
  excerpt: article?.excerpt ?? '',
  markdown: article?.markdown ?? '',
});

export interface ArticleEditorProps {
  /** The saved article; absent for 'Naujas straipsnis'. */
  article?: TeamArticle;
  categories: readonly ArticleCategory[];
  /** A message to show at first (e.g. 'Straipsnis sukurtas…' after the creation led here). */
  notice?: string | null;
}

/**
 * The team's article editor: 'Pavadinimas', 'Kategorija', 'Santrauka', 'Tekstas (Markdown)' with
 * its live 'Peržiūra', and 'Išsaugoti' (create → the article's own page; update). The rules are
 * `ArticleInputSchema` of @ratai/validation, the API's own; the API's field errors land under
 * their fields and nothing typed is lost. A saved article also gets 'Paskelbimas'.
 */
export function ArticleEditor({ article, categories, notice = null }: ArticleEditorProps) {
  const navigate = useNavigate();
  const [create, creating] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(notice);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ArticleInputInput, unknown, ArticleInputOutput>({
    resolver: valibotResolver(ArticleInputSchema),
    defaultValues: valuesOf(article),
  });
  const markdown = watch('markdown') ?? '';
  const leaving = useRef(false);

  /** Sends the form; true when the API took it. */
  const save = async (values: ArticleInputOutput): Promise<boolean> => {
    setFailure(null);
    setDone(null);
    try {
      if (!article) {
        const created = await create(values).unwrap();
        // The form's own move to the new article's page is not "leaving unsaved work".
        leaving.current = true;
        navigate(`/straipsniai/${created.id}`, { state: { notice: ARTICLE_CREATED } });
        return true;
      }
      const saved = await update({ id: article.id, ...values }).unwrap();
      reset(valuesOf(saved));
      setDone(ARTICLE_SAVED);
      return true;
    } catch (error) {
      setFailure(showApiErrors(error, FIELDS, setError));
      return false;
    }
  };

  /** Publishing sends what is on the screen: unsaved changes are saved first (and checked). */
  const saveIfChanged = async (): Promise<boolean> => {
    if (!isDirty) return true;
    let saved = false;
    await handleSubmit(async (values) => {
      saved = await save(values);
    })();
    return saved;
  };

  return (
    <>
      <Card aria-labelledby="straipsnis">
        <SectionTitle id="straipsnis">Straipsnis</SectionTitle>
        <LeaveGuard when={isDirty} bypass={leaving} />
        <LiveStatus message={done} />
        {failure ? <Alert type="danger">{failure}</Alert> : null}
        <form
          aria-label={article ? 'Straipsnio redagavimas' : 'Naujas straipsnis'}
          noValidate
          onSubmit={handleSubmit(async (values) => {
            await save(values);
          })}
        >
          <Narrow>
            <TextField
              label="Pavadinimas"
              hint={`${ARTICLE_LENGTHS.title.min}–${ARTICLE_LENGTHS.title.max} simbolių. Iš jo sudaromas straipsnio adresas, kol straipsnis nepaskelbtas.`}
              error={errors.title?.message}
              {...register('title')}
            />
            <Select
              label="Kategorija"
              placeholder="Pasirinkite"
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              error={errors.categoryId?.message}
              {...register('categoryId')}
            />
            <TextField
              multiline
              rows={3}
              label="Santrauka"
              hint={`${ARTICLE_LENGTHS.excerpt.min}–${ARTICLE_LENGTHS.excerpt.max} simbolių: rodoma straipsnių sąraše.`}
              error={errors.excerpt?.message}
              {...register('excerpt')}
            />
          </Narrow>
          <BodyAndPreview>
            <TextField multiline rows={18} label="Tekstas (Markdown)" hint={MARKDOWN_HINT} error={errors.markdown?.message} {...register('markdown')} />
            <MarkdownPreview markdown={markdown} />
          </BodyAndPreview>
          <FormActions>
            <Button type="submit" loading={creating.isLoading || updating.isLoading}>
              Išsaugoti
            </Button>
          </FormActions>
        </form>
      </Card>
      {article ? (
        <ArticlePublishPanel article={article} saveIfChanged={saveIfChanged} hasChanges={isDirty} />
      ) : (
        <Alert type="info">Išsaugoję straipsnį galėsite įkelti viršelį ir jį paskelbti.</Alert>
      )}
    </>
  );
}
