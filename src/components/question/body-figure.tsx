import { useTranslation } from 'react-i18next';

import { BODY_PARTS, type BodyShape } from './body-parts';
import { BODY_HEALTHY_COLOR, BODY_INJURED_COLOR } from './question-timings';

export interface BodyFigureProps {
  /** Names from injurie.body_parts; names the figure does not know are ignored. */
  injured: readonly string[];
  /** Shown under the figure. */
  caption?: string;
}

function Outline({ shape, fill, label }: { shape: BodyShape; fill: string; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const title = label ? <title>{label}</title> : null;
  if (shape.kind === 'ellipse') {
    const { cx, cy, rx, ry } = shape;
    return (
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={fill} {...a11y}>
        {title}
      </ellipse>
    );
  }
  const { x, y, width, height, r } = shape;
  return (
    <rect x={x} y={y} width={width} height={height} rx={r} fill={fill} {...a11y}>
      {title}
    </rect>
  );
}

/** A front-view human figure: parts listed in the injury are red, the others grey. */
export function BodyFigure({ injured, caption }: BodyFigureProps) {
  const { t } = useTranslation('question');
  const hurt = new Set(injured);
  return (
    <figure className="body-figure">
      <svg
        className="body-figure__svg"
        viewBox="0 0 200 440"
        role="group"
        aria-label={t('bodyFigure.label')}
      >
        {BODY_PARTS.map((part) => {
          const isHurt = hurt.has(part.name);
          const label = t('bodyFigure.partLabel', {
            part: t(part.labelKey),
            state: t(isHurt ? 'bodyFigure.injured' : 'bodyFigure.notInjured'),
          });
          return (
            <Outline
              key={part.name}
              shape={part.shape}
              fill={isHurt ? BODY_INJURED_COLOR : BODY_HEALTHY_COLOR}
              label={label}
            />
          );
        })}
      </svg>
      {caption ? <figcaption className="body-figure__caption">{caption}</figcaption> : null}
    </figure>
  );
}
