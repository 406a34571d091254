import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { StepWizard, Stepper, stepState } from './Stepper';

const steps = [{ label: 'Profilio tipas' }, { label: 'Duomenys' }, { label: 'Patvirtinimas' }];

describe('Stepper', () => {
  it('tells past, current and future steps apart (§4: past green, current highlighted, future grey)', () => {
    renderWithTheme(<Stepper steps={steps} current={1} />);
    const nav = screen.getByRole('navigation', { name: 'Žingsniai' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'future']);
    expect(items[0]).toHaveTextContent('Žingsnis 1: Profilio tipas, atliktas');
    expect(items[2]).toHaveTextContent('Žingsnis 3: Patvirtinimas, būsimas');
    const current = nav.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Duomenys');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('colours the states from the theme', () => {
    renderWithTheme(<Stepper steps={steps} current={1} />);
    const circles = screen.getAllByText(/^[123]$/);
    expect(circles[0]).toHaveStyle({ backgroundColor: '#1e7a3a' });
    expect(circles[1]).toHaveStyle({ backgroundColor: '#0f5f5a' });
    expect(circles[2]).toHaveStyle({ backgroundColor: '#e9eded' });
  });

  it('jumps to a step with onStepClick, from the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const onStepClick = jest.fn();
    renderWithTheme(<StepWizard steps={steps} current={1} onStepClick={onStepClick} />);
    await user.click(screen.getByRole('button', { name: /Profilio tipas/ }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    await user.tab();
    expect(screen.getByRole('button', { name: /Duomenys/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Duomenys/ })).toHaveAttribute('aria-current', 'step');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenLastCalledWith(2);
  });

  it('disables steps beyond furthestStep', () => {
    renderWithTheme(<Stepper steps={steps} current={0} onStepClick={jest.fn()} furthestStep={1} />);
    expect(screen.getByRole('button', { name: /Duomenys/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Patvirtinimas/ })).toBeDisabled();
  });

  it('computes states', () => {
    expect([0, 1, 2].map((i) => stepState(i, 1))).toEqual(['done', 'current', 'future']);
  });

  it('has no axe violations, static or clickable', async () => {
    const { container } = renderWithTheme(
      <>
        <Stepper steps={steps} current={1} label="Registracija" />
        <Stepper steps={steps} current={2} onStepClick={jest.fn()} label="Paraiška" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
