import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { LOADING } from '@ratai/domain';
import { media } from '../theme';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export interface SkeletonProps {
  /** CSS width; default 100%. */
  width?: string;
  /** CSS height; default one line of text. */
  height?: string;
  /** Rounded like a pill or a circle (avatars, chips). */
  rounded?: boolean;
  className?: string;
}

const Block = styled.span<{ $width: string; $height: string; $rounded: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.muted} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.muted} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${media.reducedMotion} {
    animation: none;
    background: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A grey placeholder block while content loads (the feature list, §8). Hidden from assistive
 * technology; wrap blocks in {@link SkeletonGroup} so screen readers hear 'Kraunama...' once.
 * The shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ width = '100%', height = '1em', rounded = false, className }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $rounded={rounded} className={className} />;
}

/** Lines of text-like skeletons, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}

/** A group of skeletons announced once as 'Kraunama...' (role="status", aria-busy). */
export function SkeletonGroup({ children, label = LOADING, className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
