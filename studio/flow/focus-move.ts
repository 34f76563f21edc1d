/** A focusable part of the diagram and where it is (its middle, in diagram pixels). */
export interface Target {
  key: string;
  x: number;
  y: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The target an arrow key moves to: the nearest one in that direction, a step across the
 * direction counting twice a step along it, so Down goes to the next row before it drifts
 * sideways. Undefined at the edge of the picture.
 */
export function nextTarget(
  targets: readonly Target[],
  from: string,
  direction: Direction,
): string | undefined {
  const origin = targets.find((target) => target.key === from);
  if (!origin) return targets[0]?.key;
  let best: { key: string; score: number } | undefined;
  for (const target of targets) {
    if (target.key === from) continue;
    const dx = target.x - origin.x;
    const dy = target.y - origin.y;
    const along = { up: -dy, down: dy, left: -dx, right: dx }[direction];
    const across = direction === 'up' || direction === 'down' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { key: target.key, score };
  }
  return best?.key;
}
