import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { TeamArticle } from '@ratai/domain';
import { useUploadArticleCoverMutation } from '@ratai/api-client';
import { Alert, Button, FileUpload, FormActions, TextField, type UploadItem } from '@ratai/ui';
import { ARTICLE_COVER_REQUIRED, ARTICLE_LENGTHS, ArticleCoverSchema } from '@ratai/validation';
import type * as v from 'valibot';
import { showApiErrors } from '../../lib/api-field-errors';
import { Card, SectionTitle } from '../layout/Page';
import { LiveStatus } from '../layout/LiveStatus';

type CoverInput = v.InferInput<typeof ArticleCoverSchema>;
type CoverOutput = v.InferOutput<typeof ArticleCoverSchema>;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;

  @media (min-width: 900px) {
    grid-template-columns: 320px minmax(0, 1fr);
    align-items: start;
  }
`;

const Current = styled.figure`
  margin: 0;

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NoCover = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  aspect-ratio: 16 / 9;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** An object URL of the chosen file for its thumbnail (none where the runtime has no object URLs). */
function useObjectUrl(file: File | null): string | undefined {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * 'Viršelis': the current cover with its alternative text, a new picture ('Viršelis': PNG or JPEG,
 * at most 5 MB — the upload widget checks with the rules the API runs) and 'Alternatyvus tekstas'
 * (`ArticleCoverSchema`), sent with 'Įkelti viršelį'. Without a new picture only the text changes.
 */
export function ArticleCoverPanel({ article }: { article: TeamArticle }) {
  const [upload, uploading] = useUploadArticleCoverMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CoverInput, unknown, CoverOutput>({
    resolver: valibotResolver(ArticleCoverSchema),
    defaultValues: { alternativeText: article.cover?.alternativeText ?? '' },
  });
  const chosen: UploadItem[] = file ? [{ id: 'cover', name: file.name, previewUrl }] : [];

  const onSubmit = handleSubmit(async ({ alternativeText }) => {
    setFailure(null);
    setDone(null);
    if (!file && !article.cover) {
      setFileError(ARTICLE_COVER_REQUIRED);
      return;
    }
    try {
      const saved = await upload({ id: article.id, cover: file, alternativeText }).unwrap();
      reset({ alternativeText: saved.cover?.alternativeText ?? alternativeText });
      setDone(file ? 'Viršelis įkeltas.' : 'Alternatyvus tekstas išsaugotas.');
      setFile(null);
    } catch (error) {
      let coverMessage: string | null = null;
      const rest = showApiErrors(error, ['alternativeText', 'cover'] as const, (name, fieldError, options) => {
        if (name === 'cover') coverMessage = fieldError.message;
        else setError(name, fieldError, options);
      });
      setFileError(coverMessage);
      setFailure(rest);
    }
  });

  return (
    <Card aria-labelledby="virselis">
      <SectionTitle id="virselis">Viršelis</SectionTitle>
      <LiveStatus message={done} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <Layout>
        {article.cover ? (
          <Current>
            <img src={article.cover.url} alt={article.cover.alternativeText ?? ''} />
            <figcaption>Dabartinis viršelis</figcaption>
          </Current>
        ) : (
          <NoCover>Viršelio dar nėra</NoCover>
        )}
        <form aria-label="Viršelio įkėlimas" noValidate onSubmit={onSubmit}>
          <FileUpload
            label="Viršelis"
            multiple={false}
            files={chosen}
            onFilesAccepted={(files) => {
              setFile(files[0] ?? null);
              setFileError(null);
            }}
            onRemove={() => setFile(null)}
            error={fileError ?? undefined}
            hint={article.cover ? 'PNG arba JPEG, iki 5 MB. Nauja nuotrauka pakeis dabartinį viršelį.' : 'PNG arba JPEG, iki 5 MB.'}
          />
          <TextField
            label="Alternatyvus tekstas"
            hint={`Kas pavaizduota nuotraukoje (${ARTICLE_LENGTHS.alternativeText.min}–${ARTICLE_LENGTHS.alternativeText.max} simbolių): jį perskaito ekrano skaitytuvas.`}
            error={errors.alternativeText?.message}
            {...register('alternativeText')}
          />
          <FormActions>
            <Button type="submit" loading={uploading.isLoading}>
              Įkelti viršelį
            </Button>
          </FormActions>
        </form>
      </Layout>
    </Card>
  );
}
