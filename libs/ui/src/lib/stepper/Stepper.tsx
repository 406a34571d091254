import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export type StepState = 'done' | 'current' | 'future';

export interface StepperStep {
  label: ReactNode;
  /** Stable key; default the position. */
  key?: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step, 0-based. */
  current: number;
  /** Makes the steps buttons that jump to a step (§2.21 "steps can be jumped to"). */
  onStepClick?: (index: number) => void;
  /** With onStepClick: the last step that may be jumped to; later ones are disabled. Default: all. */
  furthestStep?: number;
  /** Names the navigation landmark; default 'Žingsniai'. */
  label?: string;
  className?: string;
}

/** The state of step `index` when `current` is the current one: past green, current highlighted, future grey (§4). */
export function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'future';
}

const STATE_TEXT: Record<StepState, string> = {
  done: 'atliktas',
  current: 'dabartinis',
  future: 'būsimas',
};

const circleColours = (theme: DefaultTheme, state: StepState) => {
  switch (state) {
    case 'done':
      return css`
        color: ${theme.colors.onBrand};
        background: ${theme.colors.success};
        border-color: ${theme.colors.success};
      `;
    case 'current':
      return css`
        color: ${theme.colors.onBrand};
        background: ${theme.colors.brand};
        border-color: ${theme.colors.brand};
        box-shadow: 0 0 0 4px ${theme.colors.brandSoft};
      `;
    case 'future':
      return css`
        color: ${theme.colors.textMuted};
        background: ${theme.colors.muted};
        border-color: ${theme.colors.muted};
      `;
  }
};

const Root = styled.nav`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const List = styled.ol<{ $count: number }>`
  position: relative;
  display: grid;
  margin: 0;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  padding: 0;
  list-style: none;
`;

/** The grey line from the first circle's centre to the last one's; the green fill shows progress. */
const Track = styled.div<{ $count: number; $progress: number }>`
  position: absolute;
  top: 19px;
  left: calc(100% / ${({ $count }) => $count * 2});
  right: calc(100% / ${({ $count }) => $count * 2});
  height: 2px;
  background: ${({ theme }) => theme.colors.muted};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $progress }) => `${$progress * 100}%`};
    background: ${({ theme }) => theme.colors.success};
    transition: width ${({ theme }) => theme.durations.slow};
  }
`;

const stepBody = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.xs};
  font: inherit;
  text-align: center;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StepButton = styled.button`
  ${stepBody}
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const StepStatic = styled.div`
  ${stepBody}
`;

const Circle = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border: 2px solid;
  border-radius: 50%;
  ${({ theme, $state }) => circleColours(theme, $state)}
`;

const Label = styled.span<{ $state: StepState }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $state }) => ($state === 'future' ? theme.colors.textMuted : theme.colors.text)};
`;

/**
 * Numbered steps with a progress line (the onboarding stepper §2.15 and the step wizard
 * §2.21): past steps green, the current one highlighted and marked aria-current="step",
 * future ones grey. With `onStepClick` each step is a button that jumps to it.
 */
export function Stepper({ steps, current, onStepClick, furthestStep, label = 'Žingsniai', className }: StepperProps) {
  const progress = steps.length > 1 ? Math.min(Math.max(current, 0), steps.length - 1) / (steps.length - 1) : 0;
  return (
    <Root aria-label={label} className={className}>
      <Track aria-hidden="true" $count={steps.length} $progress={progress} />
      <List $count={steps.length}>
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const content = (
            <>
              <Circle $state={state} aria-hidden="true">
                {index + 1}
              </Circle>
              <VisuallyHidden>Žingsnis {index + 1}: </VisuallyHidden>
              <Label $state={state}>{step.label}</Label>
              {state !== 'current' ? <VisuallyHidden>, {STATE_TEXT[state]}</VisuallyHidden> : null}
            </>
          );
          const ariaCurrent = state === 'current' ? ('step' as const) : undefined;
          return (
            <li key={step.key ?? index} data-state={state}>
              {onStepClick ? (
                <StepButton
                  type="button"
                  aria-current={ariaCurrent}
                  disabled={furthestStep !== undefined && index > furthestStep}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </StepButton>
              ) : (
                <StepStatic aria-current={ariaCurrent}>{content}</StepStatic>
              )}
            </li>
          );
        })}
      </List>
    </Root>
  );
}

/** The step wizard of §2.21: the same widget as {@link Stepper}. */
export const StepWizard = Stepper;
export type StepWizardProps = StepperProps;
