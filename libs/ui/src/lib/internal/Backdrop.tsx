import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed layer behind a modal surface. */
export const Backdrop = styled.div<{ $align?: 'center' | 'start' | 'end'; $dark?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: ${({ $align = 'center' }) => ($align === 'center' ? 'center' : 'stretch')};
  justify-content: ${({ $align = 'center' }) =>
    $align === 'center' ? 'center' : $align === 'start' ? 'flex-start' : 'flex-end'};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.stage : theme.colors.overlay)};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;
