import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createRoutesStub, Link, useLocation, useParams } from 'react-router';
import type { ArticleCategory, TeamArticle } from '@ratai/domain';
import { makeStore } from '@ratai/api-client';
import { apiErrorResponse, createFakeFetch, type FakeFetch, type RecordedRequest } from '@ratai/api-client/testing';
import { RataiThemeProvider } from '@ratai/ui';
import { BackOfficeConfigContext } from '../../lib/config';
import { renderBackOffice, TEST_CONFIG } from '../../test/render';
import { ARTICLE_CREATED, ArticleEditor } from './ArticleEditor';

const categories: ArticleCategory[] = [
  { id: 1, slug: 'patarimai', name: 'Patarimai' },
  { id: 2, slug: 'naujienos', name: 'Naujienos' },
];

const article: TeamArticle = {
  id: 7,
  slug: 'kaip-rinktis-automobili',
  title: 'Kaip rinktis automobilį',
  excerpt: 'Trumpai apie tai, ką patikrinti prieš nuomą.',
  category: categories[0],
  cover: null,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  markdown: 'Pirmas straipsnio sakinys ir dar šiek tiek teksto.',
  content: '<p>Pirmas straipsnio sakinys ir dar šiek tiek teksto.</p>',
};

/** The server's preview, as a tiny stand-in: `## x` → h2, `- x` → li, else p. */
const preview = (request: RecordedRequest) => {
  const markdown = (request.body as { markdown: string }).markdown;
  const html = markdown
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('## ') ? `<h2>${line.slice(3)}</h2>` : line.startsWith('- ') ? `<ul><li>${line.slice(2)}</li></ul>` : `<p>${line}</p>`))
    .join('');
  return { data: { html } };
};

const withPreview = (fake: FakeFetch = createFakeFetch()) => fake.on('POST', '/api/moderation/articles/preview', preview);

function Landed() {
  const { id } = useParams();
  const location = useLocation();
  return (
    <p>
      Atidarytas straipsnis {id}: {(location.state as { notice?: string } | null)?.notice}
    </p>
  );
}

/** The editor at /straipsniai/naujas inside a router that also has the article's page (where 'Išsaugoti' leads). */
function renderNew(fake: FakeFetch) {
  const store = makeStore(undefined, { apiOrigin: TEST_CONFIG.apiOrigin, fetchFn: fake.fetch, getToken: () => 'test-token' });
  const page = (children: ReactNode) => () => (
    <BackOfficeConfigContext.Provider value={TEST_CONFIG}>
      <Provider store={store}>
        <RataiThemeProvider globalStyle={false}>{children}</RataiThemeProvider>
      </Provider>
    </BackOfficeConfigContext.Provider>
  );
  const Stub = createRoutesStub([
    {
      path: '/straipsniai/naujas',
      Component: page(
        <>
          <ArticleEditor categories={categories} />
          <Link to="/straipsniai">Į sąrašą</Link>
        </>,
      ),
    },
    { path: '/straipsniai/:id', Component: page(<Landed />) },
    { path: '/straipsniai', Component: page(<h1>Straipsnių sąrašas</h1>) },
  ]);
  return render(<Stub initialEntries={['/straipsniai/naujas']} />);
}

describe('ArticleEditor', () => {
  it('checks the fields with the API’s rules before sending, in Lithuanian', async () => {
    const fake = withPreview();
    const user = userEvent.setup();
    renderNew(fake);
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByLabelText('Pavadinimas')).toHaveAccessibleDescription(/Įveskite pavadinimą/);
    expect(screen.getByLabelText('Kategorija')).toHaveAccessibleDescription('Pasirinkite kategoriją');
    expect(screen.getByLabelText('Santrauka')).toHaveAccessibleDescription(/Įveskite santrauką/);
    expect(screen.getByLabelText('Tekstas (Markdown)')).toHaveAccessibleDescription(/Įveskite straipsnio tekstą/);
    expect(fake.calls('POST', '/api/moderation/articles')).toHaveLength(0);
  });

  it('previews the Markdown through the API once typing pauses, and shows the answer’s HTML', async () => {
    const fake = withPreview();
    const user = userEvent.setup();
    renderNew(fake);
    const previewRegion = screen.getByRole('region', { name: 'Peržiūra' });
    expect(previewRegion).toHaveTextContent('Čia matysite');
    await user.type(screen.getByLabelText('Tekstas (Markdown)'), '## Ką patikrinti{enter}- Ridą');
    expect(await within(previewRegion).findByRole('heading', { name: 'Ką patikrinti', level: 2 })).toBeInTheDocument();
    expect(within(previewRegion).getByRole('listitem')).toHaveTextContent('Ridą');
    // Debounced: one call for the whole text, not one per key.
    expect(fake.calls('POST', '/api/moderation/articles/preview').map((request) => request.body)).toEqual([{ markdown: '## Ką patikrinti\n- Ridą' }]);
  });

  it("'Išsaugoti' creates a draft and opens its page with the message", async () => {
    const fake = withPreview().on('POST', '/api/moderation/articles', () => ({ data: article }));
    const user = userEvent.setup();
    renderNew(fake);
    await user.type(screen.getByLabelText('Pavadinimas'), article.title);
    await user.selectOptions(screen.getByLabelText('Kategorija'), 'Patarimai');
    await user.type(screen.getByLabelText('Santrauka'), article.excerpt);
    await user.type(screen.getByLabelText('Tekstas (Markdown)'), article.markdown);
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText(`Atidarytas straipsnis 7: ${ARTICLE_CREATED}`)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/articles')[0].body).toEqual({
      title: article.title,
      categoryId: 1,
      excerpt: article.excerpt,
      markdown: article.markdown,
    });
  });

  it('a clean form leaves without a question', async () => {
    const fake = withPreview();
    const user = userEvent.setup();
    renderNew(fake);
    await user.click(screen.getByRole('link', { name: 'Į sąrašą' }));
    expect(await screen.findByRole('heading', { name: 'Straipsnių sąrašas' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a half-written article is not lost by a click elsewhere', async () => {
    const fake = withPreview();
    const user = userEvent.setup();
    renderNew(fake);
    await user.type(screen.getByLabelText('Pavadinimas'), 'Pusiau parašytas');
    await user.click(screen.getByRole('link', { name: 'Į sąrašą' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Neišsaugoti pakeitimai' });
    expect(dialog).toHaveTextContent('Jei išeisite, jie bus prarasti.');
    await user.click(within(dialog).getByRole('button', { name: 'Likti' }));
    expect(screen.getByLabelText('Pavadinimas')).toHaveValue('Pusiau parašytas');
    expect(screen.queryByRole('heading', { name: 'Straipsnių sąrašas' })).not.toBeInTheDocument();
  });

  it('puts the API’s field errors under their fields and keeps what was typed', async () => {
    const fake = withPreview().on(
      'PUT',
      '/api/moderation/articles/7',
      apiErrorResponse(400, 'Neteisingi duomenys', { errors: [{ path: ['categoryId'], message: 'Tokios kategorijos nėra' }] }, 'ValidationError'),
    );
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={article} categories={categories} />, { fake });
    const title = screen.getByLabelText('Pavadinimas');
    await user.clear(title);
    await user.type(title, 'Kaip rinktis naudotą automobilį');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Tokios kategorijos nėra')).toBeInTheDocument();
    expect(screen.getByLabelText('Kategorija')).toHaveAccessibleDescription('Tokios kategorijos nėra');
    expect(title).toHaveValue('Kaip rinktis naudotą automobilį');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("saves changes with PUT and says so in a status message", async () => {
    const fake = withPreview().on('PUT', '/api/moderation/articles/7', (request: RecordedRequest) => ({ data: { ...article, ...(request.body as object) } }));
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={article} categories={categories} />, { fake });
    await user.selectOptions(screen.getByLabelText('Kategorija'), 'Naujienos');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    const status = within(screen.getByRole('region', { name: 'Straipsnis' })).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Pakeitimai išsaugoti.'));
    expect(fake.calls('PUT', '/api/moderation/articles/7')[0].body).toMatchObject({ categoryId: 2, title: article.title });
  });
});

describe('Paskelbimas', () => {
  it("a draft: 'Paskelbti' publishes now; unsaved changes are saved first", async () => {
    const fake = withPreview()
      .on('PUT', '/api/moderation/articles/7', (request: RecordedRequest) => ({ data: { ...article, ...(request.body as object) } }))
      .on('POST', '/api/moderation/articles/7/publish', { data: { ...article, status: 'published', publishedAt: '2026-11-26T09:00:00.000Z' } });
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={article} categories={categories} />, { fake });
    const panel = screen.getByRole('region', { name: 'Paskelbimas' });
    expect(panel).toHaveTextContent('Juodraštis');
    expect(panel).toHaveTextContent('Straipsnis svetainėje nerodomas.');
    expect(within(panel).queryByRole('button', { name: 'Atšaukti paskelbimą' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Santrauka'), ' Ir daugiau.');
    await user.click(within(panel).getByRole('button', { name: 'Paskelbti' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Straipsnis paskelbtas'));
    const order = fake.requests.filter((request) => request.method !== 'POST' || !request.pathname.endsWith('/preview')).map((r) => `${r.method} ${r.pathname}`);
    expect(order).toEqual(['PUT /api/moderation/articles/7', 'POST /api/moderation/articles/7/publish']);
    expect(fake.calls('PUT', '/api/moderation/articles/7')[0].body).toMatchObject({ excerpt: `${article.excerpt} Ir daugiau.` });
    expect(fake.calls('POST', '/api/moderation/articles/7/publish')[0].body).toEqual({});
  });

  it("nothing is published when the unsaved changes break the rules", async () => {
    const fake = withPreview();
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={article} categories={categories} />, { fake });
    await user.clear(screen.getByLabelText('Pavadinimas'));
    await user.click(screen.getByRole('button', { name: 'Paskelbti' }));
    expect(await screen.findByText(/neišsaugotas straipsnis nepaskelbtas/)).toBeInTheDocument();
    expect(screen.getByLabelText('Pavadinimas')).toHaveAccessibleDescription(/Įveskite pavadinimą/);
    expect(fake.calls('POST', '/api/moderation/articles/7/publish')).toHaveLength(0);
  });

  it("'Suplanuoti' needs a future 'Paskelbimo laikas' and sends it with its zone", async () => {
    const fake = withPreview().on('POST', '/api/moderation/articles/7/publish', (request: RecordedRequest) => ({
      data: { ...article, status: 'scheduled', publishedAt: (request.body as { publishAt: string }).publishAt },
    }));
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={article} categories={categories} />, { fake });
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }));
    expect(await screen.findByLabelText('Paskelbimo laikas')).toHaveAccessibleDescription(/Pasirinkite paskelbimo laiką/);
    await user.type(screen.getByLabelText('Paskelbimo laikas'), '2020-01-02T09:30');
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }));
    expect(await screen.findByText('Paskelbimo laikas turi būti ateityje')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/articles/7/publish')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Paskelbimo laikas'));
    await user.type(screen.getByLabelText('Paskelbimo laikas'), '2030-05-04T10:15');
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }));
    expect(await screen.findByText(/Straipsnis suplanuotas: bus paskelbtas/)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/moderation/articles/7/publish')[0].body).toEqual({ publishAt: new Date('2030-05-04T10:15').toISOString() });
  });

  it("a published article links to its marketplace page and offers 'Atšaukti paskelbimą'", async () => {
    const published: TeamArticle = { ...article, status: 'published', publishedAt: '2026-11-20T08:00:00.000Z' };
    const fake = withPreview().on('POST', '/api/moderation/articles/7/unpublish', { data: article });
    const user = userEvent.setup();
    renderBackOffice(<ArticleEditor article={published} categories={categories} />, { fake });
    const panel = screen.getByRole('region', { name: 'Paskelbimas' });
    expect(panel).toHaveTextContent('Paskelbtas');
    const url = 'http://market.test/straipsniai/patarimai/kaip-rinktis-automobili';
    expect(within(panel).getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(within(panel).queryByRole('button', { name: 'Paskelbti' })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Paskelbimo laikas')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Atšaukti paskelbimą' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Paskelbimas atšauktas'));
    expect(fake.calls('POST', '/api/moderation/articles/7/unpublish')).toHaveLength(1);
  });
});
