import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Text = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
`;

/** The link to the other form (spec §2.14), e.g. "Neturite paskyros? Registruokitės". */
export function SwitchLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <Text>
      {question} <Link to={to}>{children}</Link>
    </Text>
  );
}
