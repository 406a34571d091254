import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ALERT_TYPES, ONBOARDING_BANNER } from '@ratai/domain';
import { renderWithTheme } from '../../test-utils';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is role="alert" for danger, so a failed submit is read at once', () => {
    renderWithTheme(<Alert type="danger">Prisijungimo klaida. Bandykite dar kartą.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Prisijungimo klaida. Bandykite dar kartą.');
  });

  it.each(['warning', 'info', 'success'] as const)('is role="status" for %s', (type) => {
    renderWithTheme(<Alert type={type}>Laiškas išsiųstas sėkmingai!</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Laiškas išsiųstas sėkmingai!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a title and an action', () => {
    renderWithTheme(
      <Alert type="warning" title="Dėmesio" action={<a href="/paskyra">cia</a>}>
        {ONBOARDING_BANNER}
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Dėmesio');
    expect(status).toHaveTextContent(ONBOARDING_BANNER);
    expect(screen.getByRole('link', { name: 'cia' })).toHaveAttribute('href', '/paskyra');
  });

  it('has no axe violations in any type', async () => {
    const { container } = renderWithTheme(
      <>
        {ALERT_TYPES.map((type) => (
          <Alert key={type} type={type} title={type}>
            Tekstas
          </Alert>
        ))}
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
