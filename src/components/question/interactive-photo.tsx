import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer } from '@/lib/api/schemas/questions';

import { ImageMapOverlay } from './image-map-overlay';
import { scaleCoords, type ImageMap } from './question-logic';
import { useDisplayedSize, type DisplayedSize } from './use-displayed-size';

export interface InteractivePhotoProps {
  src: string;
  answers: Answer[];
  selected: ReadonlySet<ServerId>;
  devMode: boolean;
  onChoose: (answer: Answer) => void;
}

/** Scale factors from a map's size to the displayed size; 1 until the image has been measured. */
function scaleOf(map: ImageMap, size: DisplayedSize | null) {
  if (!size || map.width <= 0 || map.height <= 0) return { sx: 1, sy: 1 };
  const sx = size.width / map.width;
  return { sx, sy: size.height > 0 ? size.height / map.height : sx };
}

/**
 * An interactive photo: an image with an HTML image map built from each answer's areas, scaled to
 * the displayed size. Clicking an area (or Enter / Space on it) chooses that answer.
 */
export function InteractivePhoto({
  src,
  answers,
  selected,
  devMode,
  onChoose,
}: InteractivePhotoProps) {
  const { t } = useTranslation('question');
  const imageRef = useRef<HTMLImageElement>(null);
  const size = useDisplayedSize(imageRef);
  const mapName = `question-map-${useId().replace(/[^\w-]/g, '')}`;
  const devId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLAreaElement>, answer: Answer) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose(answer);
  };

  return (
    <div className="interactive-photo">
      <img
        ref={imageRef}
        className="interactive-photo__image"
        src={src}
        alt={t('media.imageAlt')}
        useMap={`#${mapName}`}
      />
      <ImageMapOverlay answers={answers} selected={selected} devMode={devMode} />
      <map name={mapName}>
        {answers.flatMap((answer) => {
          const map = answer.params.map;
          if (!map) return [];
          const { sx, sy } = scaleOf(map, size);
          return map.areas.map((area, index) => (
            <area
              key={`${String(answer.id)}-${index}`}
              shape={area.shape}
              coords={scaleCoords(area, sx, sy)}
              href="#"
              tabIndex={0}
              alt={answer.text}
              aria-describedby={devMode && answer.is_right ? devId : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(answer);
              }}
              onKeyDown={(event) => onKeyDown(event, answer)}
            />
          ));
        })}
      </map>
      {devMode ? (
        <span id={devId} hidden>
          {t('answers.devRight')}
        </span>
      ) : null}
    </div>
  );
}
