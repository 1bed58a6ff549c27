import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer } from '@/lib/api/schemas/questions';

import type { MapArea } from './question-logic';

export interface ImageMapOverlayProps {
  answers: Answer[];
  /** Answers drawn as chosen. */
  selected: ReadonlySet<ServerId>;
  devMode: boolean;
}

function Shape({ area, className }: { area: MapArea; className: string }) {
  const n = area.coords.split(',').map((value) => Number(value.trim()));
  if (area.shape === 'circle') {
    return <circle className={className} cx={n[0]} cy={n[1]} r={n[2]} />;
  }
  if (area.shape === 'rect') {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = n;
    return <rect className={className} x={x1} y={y1} width={x2 - x1} height={y2 - y1} />;
  }
  return <polygon className={className} points={n.join(' ')} />;
}

/**
 * Draws the chosen areas (and, in developer mode, the right ones) over an interactive photo. It
 * uses the map's own coordinates in its viewBox and stretches with the image, so it needs no scaling.
 */
export function ImageMapOverlay({ answers, selected, devMode }: ImageMapOverlayProps) {
  const map = answers.find((answer) => answer.params.map)?.params.map;
  if (!map) return null;
  const shown = answers.filter((answer) => selected.has(answer.id) || (devMode && answer.is_right));
  return (
    <svg
      className="interactive-photo__overlay"
      viewBox={`0 0 ${map.width} ${map.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {shown.flatMap((answer) =>
        (answer.params.map?.areas ?? []).map((area, index) => (
          <Shape
            key={`${String(answer.id)}-${index}`}
            area={area}
            className={
              selected.has(answer.id)
                ? 'interactive-photo__area interactive-photo__area--selected'
                : 'interactive-photo__area interactive-photo__area--dev-right'
            }
          />
        )),
      )}
    </svg>
  );
}
