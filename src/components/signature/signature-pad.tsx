import { useEffect, useRef, type RefObject } from 'react';
import SignatureCanvasModule from 'react-signature-canvas';

import { useLatest } from '@/lib/hooks/use-latest';

import { SIGNATURE_LINE_PX } from './signature-constants';

/** Props of SignaturePad. */
export interface SignaturePadProps {
  padRef: RefObject<SignatureCanvas | null>;
  /** A stroke ended: mouse up or out of the canvas, touch end, or a touch leaving the canvas. */
  onStrokeEnd: () => void;
  label: string;
}

// The package is CommonJS with an __esModule default. Vite 8's build hands a type-module importer the
// whole exports object ({ default }), vitest the class itself; accept both.
const SignatureCanvas =
  (SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ??
  SignatureCanvasModule;
type SignatureCanvas = SignatureCanvasModule;

const outside = (rect: DOMRect, { clientX, clientY }: Touch) =>
  clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom;

/** The drawing canvas (react-signature-canvas) with a solid 5 px line. */
export function SignaturePad({ padRef, onStrokeEnd, label }: SignaturePadProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const drawing = useRef(false);
  const end = useLatest(() => {
    drawing.current = false;
    onStrokeEnd();
  });

  // A finger that leaves the canvas ends the stroke (spec 2 §5). signature_pad would keep drawing
  // that touch, so its later moves are stopped here, on the way down, before they reach the canvas.
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    let leftCanvas = false;
    const onTouchStart = () => {
      leftCanvas = false;
    };
    const onTouchMove = (event: TouchEvent) => {
      const canvas = padRef.current?.getCanvas();
      const touch = event.touches[0];
      if (!leftCanvas && canvas && touch && outside(canvas.getBoundingClientRect(), touch)) {
        leftCanvas = true;
        if (drawing.current) end.current();
      }
      if (leftCanvas) event.stopPropagation();
    };
    element.addEventListener('touchstart', onTouchStart, true);
    element.addEventListener('touchmove', onTouchMove, true);
    return () => {
      element.removeEventListener('touchstart', onTouchStart, true);
      element.removeEventListener('touchmove', onTouchMove, true);
    };
  }, [padRef, end]);

  const onMouseLeave = () => {
    if (!drawing.current) return;
    // signature_pad still thinks the button is down; rebinding its handlers forgets that, so the
    // stroke does not go on if the pressed mouse comes back.
    padRef.current?.off();
    padRef.current?.on();
    end.current();
  };

  return (
    <div ref={wrapper} className="signature__pad">
      <SignatureCanvas
        ref={padRef}
        // signature_pad's widths are radii: a 5 px line is drawn with 2.5 px on either side.
        minWidth={SIGNATURE_LINE_PX / 2}
        maxWidth={SIGNATURE_LINE_PX / 2}
        dotSize={SIGNATURE_LINE_PX / 2}
        clearOnResize={false}
        onBegin={() => {
          drawing.current = true;
        }}
        onEnd={() => end.current()}
        canvasProps={{ className: 'signature__canvas', 'aria-label': label, onMouseLeave }}
      />
    </div>
  );
}
