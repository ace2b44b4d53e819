import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scroll box holds more than it shows: `overflows` when its content is taller than
 * the box, `moreBelow` while the part under the fold has not been scrolled to yet.
 */
export function useMoreBelow(box: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ overflows: false, moreBelow: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollHeight - element.clientHeight;
      // A pixel of slack: zoomed screens report fractional scroll positions.
      const next = { overflows: hidden > 1, moreBelow: hidden - element.scrollTop > 1 };
      setState((now) =>
        now.overflows === next.overflows && now.moreBelow === next.moreBelow ? now : next,
      );
    };
    // A ResizeObserver reports once as it starts observing, which takes the first measure.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);

  return state;
}
