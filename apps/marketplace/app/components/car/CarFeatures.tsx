import styled from 'styled-components';
import type { CarFeatureRef, FeatureCategory } from '@ratai/domain';
import { media } from '@ratai/ui';

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface FeatureGroup {
  name: string;
  features: string[];
}

/**
 * The car's features grouped by the API's categories (the upload form's order); features the
 * categories do not list go under 'Kita'.
 */
export function groupFeatures(features: readonly CarFeatureRef[], categories: readonly FeatureCategory[]): FeatureGroup[] {
  const ids = new Set(features.map((f) => f.id));
  const placed = new Set<number>();
  const groups: FeatureGroup[] = [];
  for (const category of categories) {
    const chosen = category.features.filter((f) => ids.has(f.id));
    for (const feature of chosen) placed.add(feature.id);
    if (chosen.length > 0) groups.push({ name: category.name, features: chosen.map((f) => f.name) });
  }
  const rest = features.filter((f) => !placed.has(f.id) && f.name).map((f) => f.name as string);
  if (rest.length > 0) groups.push({ name: 'Kita', features: rest });
  return groups;
}

export function CarFeatures({ groups }: { groups: readonly FeatureGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <Group key={group.name}>
          <h3>{group.name}</h3>
          <List>
            {group.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </List>
        </Group>
      ))}
    </>
  );
}
