// Layout checks run inside the page (passed to page.evaluate, so self-contained): horizontal scroll,
// clipped text, touch target size (48 × 48 px) and spacing (8 px), and the page's lang attribute.

export interface LayoutReport {
  lang: string;
  problems: string[];
}

/** Inspects the current screen; every problem is one line naming the element. */
export function inspectLayout(): LayoutReport {
  const MIN_TARGET = 48;
  const MIN_GAP = 8;
  const SLACK = 0.5;
  const problems: string[] = [];

  const describe = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ||
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const name = classes
      ? `${element.tagName.toLowerCase()}.${classes.split(/\s+/).join('.')}`
      : element.tagName.toLowerCase();
    return `${name} "${label}"`;
  };
  const shown = (element: Element): boolean => {
    if (element.closest('[inert], [aria-hidden="true"]')) return false;
    const rect = element.getBoundingClientRect();
    // A 1 px box is the visually hidden pattern (texts for screen readers only).
    return (
      rect.width > 1 &&
      rect.height > 1 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };

  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > window.innerWidth + SLACK) {
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + SLACK)
      .slice(-2)
      .map(describe);
    problems.push(
      `horizontal scroll: page ${scroller.scrollWidth} px wide in ${window.innerWidth} px (${wide.join(', ')})`,
    );
  }

  const all = Array.from(document.body.querySelectorAll('*')).filter(shown);
  /** Elements inside a horizontally scrollable box may run past the viewport (wide data tables). */
  const inScrollBox = (element: Element) => {
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
    }
    return false;
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  for (const element of all) {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    if (
      style.position !== 'fixed' &&
      (rect.right > window.innerWidth + 1 || rect.left < -1) &&
      !inScrollBox(element) &&
      (ownText(element) ||
        element.matches('button, a, input, select, textarea, img, svg, canvas, video'))
    ) {
      problems.push(
        `past the screen edge: ${describe(element)} (${Math.round(rect.left)}…${Math.round(rect.right)} px)`,
      );
    }
    // Text squeezed into a sliver breaks inside its words (a neighbour took the row's width).
    const words = ownText(element) ? (element.textContent ?? '').trim() : '';
    if (words.length >= 20 && rect.width < 96 && style.writingMode === 'horizontal-tb') {
      problems.push(`squeezed text (${Math.round(rect.width)} px wide): ${describe(element)}`);
    }
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const textInside = (element.textContent ?? '').trim() !== '';
    if (!textInside || element.matches('video, canvas, img, svg')) continue;
    // A deliberate cut that offers the whole text is allowed: a title, the Show more toggle, or an
    // ellipsis on a row that opens the whole item (a list row's link or button).
    const offersFull =
      element.hasAttribute('title') ||
      !!element.querySelector('[aria-expanded]') ||
      (style.textOverflow === 'ellipsis' && !!element.closest('a[href], button'));
    if (offersFull) continue;
    if (hidesX && element.scrollWidth > element.clientWidth + 1) {
      problems.push(
        `clipped text (width ${element.scrollWidth} > ${element.clientWidth}): ${describe(element)}`,
      );
    } else if (
      hidesY &&
      element.scrollHeight > element.clientHeight + 1 &&
      style.display !== 'none'
    ) {
      problems.push(
        `clipped text (height ${element.scrollHeight} > ${element.clientHeight}): ${describe(element)}`,
      );
    }
  }

  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"], [role="slider"]';
  /** A box input (radio, checkbox) is tapped through its label. */
  const targetBox = (element: Element): DOMRect => {
    const label = element.matches('input[type="radio"], input[type="checkbox"]')
      ? (element as HTMLInputElement).labels?.[0]
      : undefined;
    return (label ?? element).getBoundingClientRect();
  };
  /** The part of a target its scrolling or clipping boxes leave on screen (null: none). */
  const seenBox = (element: Element) => {
    const box = targetBox(element);
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).overflow === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right - left > 0 && bottom - top > 0 ? { left, top, right, bottom } : null;
  };
  // Under an open modal only the modal's controls can be touched.
  const modals = document.querySelectorAll('[role="dialog"][aria-modal="true"], dialog[open]');
  const layer = modals.length > 0 ? modals[modals.length - 1] : document.body;
  const targets = all
    .filter((element) => element.matches(interactive) && layer?.contains(element))
    .map((element) => ({ element, box: targetBox(element), seen: seenBox(element) }))
    .filter((target) => target.seen !== null);
  for (const { element, box } of targets) {
    if (box.width + SLACK < MIN_TARGET || box.height + SLACK < MIN_TARGET) {
      problems.push(
        `small target ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(element)}`,
      );
    }
  }
  targets.forEach((a, i) => {
    for (const b of targets.slice(i + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const [p, q] = [a.seen, b.seen];
      if (!p || !q) continue;
      const dx = Math.max(0, q.left - p.right, p.left - q.right);
      const dy = Math.max(0, q.top - p.bottom, p.top - q.bottom);
      const gap = Math.max(dx, dy);
      if (gap + SLACK < MIN_GAP) {
        problems.push(
          `targets ${Math.round(gap)} px apart: ${describe(a.element)} and ${describe(b.element)}`,
        );
      }
    }
  });
  return { lang: document.documentElement.lang, problems };
}
