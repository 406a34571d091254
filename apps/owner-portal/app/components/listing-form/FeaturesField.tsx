import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useFeatureCategoriesQuery } from '@ratai/api-client';
import { Checkbox, Skeleton, SkeletonGroup } from '@ratai/ui';

const Categories = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Category = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * Features grouped by category (spec §2.11): one checkbox per feature, all registered as
 * `carFeatures` (ids). A skeleton stands in until the categories load; a failed load is logged
 * and the list stays empty (spec §8).
 */
export function FeaturesField({ field }: { field: UseFormRegisterReturn<'carFeatures'> }) {
  const { data, isLoading, isError, error } = useFeatureCategoriesQuery();
  if (isError) console.error('loading feature categories failed', error);
  if (isLoading) {
    return (
      <SkeletonGroup label="Kraunamos ypatybės">
        <Skeleton height="1.25em" width="40%" />
        <Skeleton height="1em" />
        <Skeleton height="1em" />
        <Skeleton height="1em" width="70%" />
      </SkeletonGroup>
    );
  }
  return (
    <Categories>
      {(data ?? []).map((category) => (
        <Category key={category.id}>
          <legend>{category.name}</legend>
          {category.features.map((feature) => (
            <Checkbox key={feature.id} label={feature.name} value={String(feature.id)} {...field} />
          ))}
        </Category>
      ))}
    </Categories>
  );
}
