import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { RataiThemeProvider } from '@ratai/ui';
import { DRAFT_KEPT_PHOTOS_TEXT, DRAFT_KEPT_TEXT, UNSAVED_TEXT, UnsavedChangesGuard, type UnsavedWork } from './UnsavedChangesGuard';

function renderGuard(when: boolean, work?: UnsavedWork) {
  const Form = () => (
    <RataiThemeProvider globalStyle={false}>
      <UnsavedChangesGuard when={when} work={work} />
      <Link to="/kitur">Į kitą puslapį</Link>
    </RataiThemeProvider>
  );
  const Stub = createRoutesStub([
    { path: '/forma', Component: Form },
    { path: '/kitur', Component: () => <h1>Kitas puslapis</h1> },
  ]);
  return render(<Stub initialEntries={['/forma']} />);
}

describe('UnsavedChangesGuard (issue 16: the form never loses work)', () => {
  it('asks before leaving with unsaved changes: Likti stays, Išeiti goes', async () => {
    const user = userEvent.setup();
    renderGuard(true);
    await user.click(screen.getByRole('link', { name: 'Į kitą puslapį' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Neišsaugoti pakeitimai' });
    expect(dialog).toHaveTextContent(UNSAVED_TEXT);
    await user.click(screen.getByRole('button', { name: 'Likti' }));
    expect(screen.getByRole('link', { name: 'Į kitą puslapį' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kitas puslapis' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Į kitą puslapį' }));
    await user.click(await screen.findByRole('button', { name: 'Išeiti' }));
    expect(await screen.findByRole('heading', { name: 'Kitas puslapis' })).toBeInTheDocument();
  });

  it('warns the browser before the tab is closed or reloaded, only with unsaved changes', () => {
    const { unmount } = renderGuard(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    renderGuard(false);
    const calm = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(calm);
    expect(calm.defaultPrevented).toBe(false);
  });

  it('lets the owner go without a question when nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderGuard(false);
    await user.click(screen.getByRole('link', { name: 'Į kitą puslapį' }));
    expect(await screen.findByRole('heading', { name: 'Kitas puslapis' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['draft' as const, 'Skelbimas dar nepateiktas', DRAFT_KEPT_TEXT],
    ['draftWithPhotos' as const, 'Skelbimas dar nepateiktas', DRAFT_KEPT_PHOTOS_TEXT],
    ['changes' as const, 'Neišsaugoti pakeitimai', UNSAVED_TEXT],
  ])('says what leaving really loses (%s)', async (work, title, text) => {
    const user = userEvent.setup();
    renderGuard(true, work);
    await user.click(screen.getByRole('link', { name: 'Į kitą puslapį' }));
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    // With the fields in the draft, the dialog never claims that typing will be lost.
    if (work !== 'changes') expect(dialog).not.toHaveTextContent('bus prarasti');
  });
});
