import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ARTICLE_STATUS_LABELS, type TeamArticle } from '@ratai/domain';
import { usePublishArticleMutation, useUnpublishArticleMutation } from '@ratai/api-client';
import { Alert, Badge, Button, TextField } from '@ratai/ui';
import { ArticleScheduleFormSchema, type ArticleScheduleFormInput, type ArticleScheduleFormOutput } from '@ratai/validation';
import { useBackOfficeConfig } from '../../lib/config';
import { failureText, formatDateTime } from '../../lib/format';
import { showApiErrors } from '../../lib/api-field-errors';
import { Card, SectionTitle } from '../layout/Page';
import { LiveStatus } from '../layout/LiveStatus';
import { ARTICLE_STATUS_TONE, publicArticleUrl } from './article-status';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const ScheduleForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  > :first-child {
    min-width: 240px;
  }

  > button {
    margin-top: 30px;
  }
`;

const Plain = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export interface ArticlePublishPanelProps {
  article: TeamArticle;
  /** Saves the editor's unsaved changes first; false when they could not be saved (nothing is published then). */
  saveIfChanged: () => Promise<boolean>;
  /** Whether the editor has unsaved changes (said next to the buttons). */
  hasChanges: boolean;
}

/**
 * 'Paskelbimas': the status said plainly (with the public address once published), 'Paskelbti'
 * now, 'Paskelbimo laikas' + 'Suplanuoti' for a future time, 'Atšaukti paskelbimą' for a
 * published or scheduled article. What is published is what the editor shows: unsaved changes are
 * saved first.
 */
export function ArticlePublishPanel({ article, saveIfChanged, hasChanges }: ArticlePublishPanelProps) {
  const { marketplaceUrl } = useBackOfficeConfig();
  const [publish, publishing] = usePublishArticleMutation();
  const [unpublish, unpublishing] = useUnpublishArticleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ArticleScheduleFormInput, unknown, ArticleScheduleFormOutput>({
    resolver: valibotResolver(ArticleScheduleFormSchema),
    defaultValues: { publishAt: '' },
  });
  const url = publicArticleUrl(marketplaceUrl, article);
  const busy = publishing.isLoading || unpublishing.isLoading;

  const run = async (action: () => Promise<string>, onError: (error: unknown) => string | null = failureText) => {
    setFailure(null);
    setDone(null);
    if (!(await saveIfChanged())) {
      setFailure('Pirmiausia ištaisykite straipsnio klaidas: neišsaugotas straipsnis nepaskelbtas.');
      return;
    }
    try {
      setDone(await action());
    } catch (error) {
      setFailure(onError(error));
    }
  };

  const publishNow = () =>
    run(async () => {
      await publish({ id: article.id }).unwrap();
      return 'Straipsnis paskelbtas: jis jau matomas svetainėje.';
    });

  const schedule = handleSubmit((values) =>
    run(
      async () => {
        const saved = await publish({ id: article.id, publishAt: values.publishAt }).unwrap();
        reset({ publishAt: '' });
        return `Straipsnis suplanuotas: bus paskelbtas ${formatDateTime(saved.publishedAt)}.`;
      },
      (error) => showApiErrors(error, ['publishAt'], setError),
    ),
  );

  const withdraw = () =>
    run(async () => {
      await unpublish(article.id).unwrap();
      return 'Paskelbimas atšauktas: straipsnis vėl juodraštis ir svetainėje nerodomas.';
    });

  return (
    <Card aria-labelledby="paskelbimas">
      <SectionTitle id="paskelbimas">Paskelbimas</SectionTitle>
      <Plain>
        Būsena: <Badge tone={ARTICLE_STATUS_TONE[article.status]}>{ARTICLE_STATUS_LABELS[article.status]}</Badge>
      </Plain>
      {article.status === 'draft' ? <Plain>Straipsnis svetainėje nerodomas.</Plain> : null}
      {article.status === 'scheduled' ? <Plain>Bus paskelbtas {formatDateTime(article.publishedAt)} ir tada pasirodys svetainėje.</Plain> : null}
      {article.status === 'published' ? (
        <Plain>
          Paskelbtas {formatDateTime(article.publishedAt)}.{' '}
          {url ? (
            <>
              Svetainėje: <a href={url}>{url}</a>
            </>
          ) : null}
        </Plain>
      ) : null}
      <LiveStatus message={done} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {hasChanges ? <Plain>Yra neišsaugotų pakeitimų: paskelbiant jie bus išsaugoti.</Plain> : null}
      <Actions>
        {article.status !== 'published' ? (
          <Button onClick={() => void publishNow()} loading={publishing.isLoading} disabled={busy}>
            Paskelbti
          </Button>
        ) : null}
        {article.status !== 'draft' ? (
          <Button variant="secondary" onClick={() => void withdraw()} loading={unpublishing.isLoading} disabled={busy}>
            Atšaukti paskelbimą
          </Button>
        ) : null}
      </Actions>
      {article.status !== 'published' ? (
        <ScheduleForm aria-label="Paskelbimo planavimas" noValidate onSubmit={schedule}>
          <TextField
            type="datetime-local"
            label="Paskelbimo laikas"
            hint="Jūsų kompiuterio laiku. Straipsnis pasirodys svetainėje šiuo laiku."
            error={errors.publishAt?.message}
            {...register('publishAt')}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Suplanuoti
          </Button>
        </ScheduleForm>
      ) : null}
    </Card>
  );
}
