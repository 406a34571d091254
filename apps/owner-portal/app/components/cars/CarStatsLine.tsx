import styled from 'styled-components';
import { CAR_STATS_LABELS, CAR_STATS_PERIOD, formatNumber, type CarStats } from '@ratai/domain';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }

  dt,
  dd {
    margin: 0;
  }

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const KEYS: (keyof CarStats)[] = ['views', 'calculatorUses', 'applications'];

/**
 * A car's statistics of the last 30 days (issue 16): views of its public page, calculator uses and
 * applications. Nothing while they load (the numbers are extra, the card works without them).
 */
export function CarStatsLine({ stats, label }: { stats: CarStats | undefined; label: string }) {
  if (!stats) return null;
  return (
    <Root data-testid="car-stats">
      <List aria-label={`${label}: statistika ${CAR_STATS_PERIOD}`}>
        {KEYS.map((key) => (
          <div key={key}>
            <dt>{CAR_STATS_LABELS[key]}</dt>
            <dd>{formatNumber(stats[key])}</dd>
          </div>
        ))}
      </List>
      <span>{CAR_STATS_PERIOD}</span>
    </Root>
  );
}
