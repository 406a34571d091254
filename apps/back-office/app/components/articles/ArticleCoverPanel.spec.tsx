import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamArticle } from '@ratai/domain';
import { apiErrorResponse, createFakeFetch, type RecordedRequest } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { ArticleCoverPanel } from './ArticleCoverPanel';

const article: TeamArticle = {
  id: 7,
  slug: 'kaip-rinktis',
  title: 'Kaip rinktis',
  excerpt: 'Trumpai apie tai, ką patikrinti prieš nuomą.',
  category: { id: 1, slug: 'patarimai', name: 'Patarimai' },
  cover: null,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  markdown: 'Tekstas',
  content: '<p>Tekstas</p>',
};

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'virselis.png', { type: 'image/png' });

describe('ArticleCoverPanel', () => {
  it('asks for a picture and its alternative text, then uploads both as multipart', async () => {
    const fake = createFakeFetch().on('POST', '/api/moderation/articles/7/cover', (request: RecordedRequest) => ({
      data: { ...article, cover: { url: 'http://api.test/uploads/articles/a.webp', alternativeText: (request.body as FormData).get('alternativeText') } },
    }));
    const user = userEvent.setup();
    renderBackOffice(<ArticleCoverPanel article={article} />, { fake });
    expect(screen.getByText('Viršelio dar nėra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Įkelti viršelį' }));
    expect(await screen.findByLabelText('Alternatyvus tekstas')).toHaveAccessibleDescription(/Aprašykite, kas pavaizduota viršelyje/);

    await user.type(screen.getByLabelText('Alternatyvus tekstas'), 'Mėlynas universalas prie jūros');
    await user.click(screen.getByRole('button', { name: 'Įkelti viršelį' }));
    expect(await screen.findByText('Pasirinkite viršelio nuotrauką')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/articles/7/cover')).toHaveLength(0);

    await user.upload(screen.getByLabelText('Viršelis', { selector: 'input' }), png());
    expect(screen.getByText('virselis.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Įkelti viršelį' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('Viršelis įkeltas.'))).toBe(true));
    const body = fake.calls('POST', '/api/moderation/articles/7/cover')[0].body as FormData;
    expect(body.get('alternativeText')).toBe('Mėlynas universalas prie jūros');
    expect((body.get('cover') as File).name).toBe('virselis.png');
  });

  it('shows the current cover with its text; the API’s refusal of the picture lands under it', async () => {
    const withCover = { ...article, cover: { url: 'http://api.test/uploads/articles/a.webp', alternativeText: 'Mėlynas universalas' } };
    const fake = createFakeFetch().on(
      'POST',
      '/api/moderation/articles/7/cover',
      apiErrorResponse(400, 'Neteisingi duomenys', { errors: [{ path: ['cover'], message: 'Netinkamas failo formatas' }] }, 'ValidationError'),
    );
    const user = userEvent.setup();
    renderBackOffice(<ArticleCoverPanel article={withCover} />, { fake });
    expect(screen.getByRole('img', { name: 'Mėlynas universalas' })).toHaveAttribute('src', withCover.cover.url);
    expect(screen.getByLabelText('Alternatyvus tekstas')).toHaveValue('Mėlynas universalas');
    await user.upload(screen.getByLabelText('Viršelis', { selector: 'input' }), png());
    await user.click(screen.getByRole('button', { name: 'Įkelti viršelį' }));
    expect(await screen.findByText('Netinkamas failo formatas')).toBeInTheDocument();
    expect(screen.getByLabelText('Alternatyvus tekstas')).toHaveValue('Mėlynas universalas');
    expect(within(screen.getByRole('region', { name: 'Viršelis' })).queryByText('Viršelis įkeltas.')).not.toBeInTheDocument();
  });
});
