import styled from 'styled-components';

const Region = styled.div`
  &:empty {
    display: none;
  }
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * A success message in a `role="status"` region that is in the page from the start, so screen
 * readers announce each new message (a live region inserted together with its text often is not).
 */
export function LiveStatus({ message }: { message: string | null }) {
  return <Region role="status">{message ? <Message>✓ {message}</Message> : null}</Region>;
}
