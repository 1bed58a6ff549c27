import { useEffect, useState, type RefObject } from 'react';

/** A rendered size in CSS pixels. */
export interface DisplayedSize {
  width: number;
  height: number;
}

/**
 * The rendered size of an image, read when it loads and whenever it is resized (ResizeObserver, or
 * window resize where there is none). Null until a non-zero size is known, so callers fall back to
 * the natural size.
 */
export function useDisplayedSize(ref: RefObject<HTMLElement | null>): DisplayedSize | null {
  const [size, setSize] = useState<DisplayedSize | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((current) => {
        if (width <= 0) return null;
        return current?.width === width && current.height === height ? current : { width, height };
      });
    };
    element.addEventListener('load', measure);
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => {
        observer.disconnect();
        element.removeEventListener('load', measure);
      };
    }
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      element.removeEventListener('load', measure);
    };
  }, [ref]);

  return size;
}
