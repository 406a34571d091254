import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { SubTitle } from './Page';

const History = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/** Secondary text beside a status (when it changed). */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The status change form of a status panel (a lead's, an application's). */
export const StatusChangeForm = styled.form`
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface StatusHistoryEntry {
  /** Stable per entry (the list's key). */
  key: string;
  /** 'Nauja → Susisiekta', or the status alone when only a note was added. */
  change: string;
  createdAt: string;
  actorEmail: string;
  note: string;
}

/** 'Istorija' of a status panel: each change, when and by whom, with its note; oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  return (
    <>
      <SubTitle>Istorija</SubTitle>
      {entries.length === 0 ? (
        <p>Būsena dar nekeista.</p>
      ) : (
        <History>
          {entries.map((entry) => (
            <li key={entry.key}>
              <strong>{entry.change}</strong>{' '}
              <Muted>
                {formatDateTime(entry.createdAt)}, {entry.actorEmail}
              </Muted>
              <div>{entry.note}</div>
            </li>
          ))}
        </History>
      )}
    </>
  );
}
