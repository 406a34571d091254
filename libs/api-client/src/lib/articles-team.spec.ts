import { teamArticlesApi } from './articles-team';
import { cleanupTestStores, createTestStore } from '../testing/test-store';

afterEach(cleanupTestStores);

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const article = { id: 5, slug: 'kaip-rinktis', title: 'Kaip rinktis', status: 'draft', markdown: '# A', content: '<h1>A</h1>' };
const page = { data: [article], meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 1 } } };

describe('team articles', () => {
  it('reads the list and one article; every write refreshes both', async () => {
    const { store, fetch } = createTestStore({ token: 'team' });
    fetch.on('GET', '/api/moderation/articles', page);
    fetch.on('GET', '/api/moderation/articles/5', { data: article });
    fetch.on('PUT', '/api/moderation/articles/5', { data: { ...article, title: 'Kaip rinktis automobilį' } });
    fetch.on('POST', '/api/moderation/articles/5/publish', { data: { ...article, status: 'scheduled' } });
    fetch.on('POST', '/api/moderation/articles/5/unpublish', { data: article });
    const list = store.dispatch(teamArticlesApi.endpoints.teamArticles.initiate({ status: 'draft', page: 2 }));
    const one = store.dispatch(teamArticlesApi.endpoints.teamArticle.initiate(5));
    await Promise.all([list, one]);
    expect(fetch.requests[0].path).toBe('/api/moderation/articles?status=draft&page=2');
    expect((await one).data?.markdown).toBe('# A');

    const input = { title: 'Kaip rinktis automobilį', categoryId: 1, excerpt: 'Trumpai', markdown: '# A' };
    const updated = await store.dispatch(teamArticlesApi.endpoints.updateArticle.initiate({ id: 5, ...input })).unwrap();
    expect(updated.title).toBe('Kaip rinktis automobilį');
    expect(fetch.calls('PUT', '/api/moderation/articles/5')[0].body).toEqual(input);
    await store.dispatch(teamArticlesApi.endpoints.publishArticle.initiate({ id: 5, publishAt: '2030-01-01T08:00:00.000Z' })).unwrap();
    await store.dispatch(teamArticlesApi.endpoints.publishArticle.initiate({ id: 5 })).unwrap();
    await store.dispatch(teamArticlesApi.endpoints.unpublishArticle.initiate(5)).unwrap();
    await settle();

    expect(fetch.calls('POST', '/api/moderation/articles/5/publish').map((request) => request.body)).toEqual([
      { publishAt: '2030-01-01T08:00:00.000Z' },
      {},
    ]);
    expect(fetch.calls('GET', '/api/moderation/articles').length).toBeGreaterThanOrEqual(2);
    expect(fetch.calls('GET', '/api/moderation/articles/5').length).toBeGreaterThanOrEqual(2);
    list.unsubscribe();
    one.unsubscribe();
  });

  it('sends the cover as multipart and the preview as JSON, answering the HTML', async () => {
    const { store, fetch } = createTestStore({ token: 'team' });
    fetch.on('POST', '/api/moderation/articles/5/cover', { data: { ...article, cover: { url: 'http://x/a.webp', alternativeText: 'Automobilis' } } });
    fetch.on('POST', '/api/moderation/articles/preview', { data: { html: '<h2>Antraštė</h2>' } });
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const result = await store.dispatch(teamArticlesApi.endpoints.uploadArticleCover.initiate({ id: 5, cover: file, alternativeText: 'Automobilis' })).unwrap();
    expect(result.cover?.alternativeText).toBe('Automobilis');
    const sent = fetch.calls('POST', '/api/moderation/articles/5/cover')[0].body as FormData;
    expect(sent.get('alternativeText')).toBe('Automobilis');
    expect(sent.get('cover')).toBeInstanceOf(Blob);

    const preview = await store.dispatch(teamArticlesApi.endpoints.articlePreview.initiate('## Antraštė'));
    expect(preview.data).toBe('<h2>Antraštė</h2>');
    expect(fetch.calls('POST', '/api/moderation/articles/preview')[0].body).toEqual({ markdown: '## Antraštė' });
  });
});
