import type { Page } from '@playwright/test';

type Probe = {
  /** Elements whose words must never split across lines (the bottom navigation's labels). */
  wholeWords: string;
  /** Elements whose children must stay on one row (the PDF toolbar). */
  oneRow: string;
  /** Tabs that must stay touch targets and keep their label inside. */
  tabs: string;
  /** Bars that must show all they hold without scrolling sideways. */
  bars: string;
};

/**
 * Runs in the page: what a reader would see broken at this width, one line per fault. Measured from the rendered line
 * boxes, so a hyphenated or force-broken word counts as split even when nothing overflows.
 */
function findLayoutFaults({ wholeWords, oneRow, tabs, bars }: Probe): string[] {
  const faults: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
    return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  };
  // Text inside a box that clips or scrolls sideways is that box's business (the clipping check below).
  const clipping = new Map<Element, boolean>();
  const clippedSideways = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    let known = clipping.get(element);
    if (known === undefined) {
      known = getComputedStyle(element).overflowX !== 'visible' || clippedSideways(element.parentElement);
      clipping.set(element, known);
    }
    return known;
  };
  const hiddenOnPurpose = (element: Element) => {
    if (element.closest('.visually-hidden, .skip-link, [hidden], [aria-hidden="true"], canvas, svg')) return true;
    // Kept for screen readers only (a 1 px clipped box), as a container query may do.
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1 && getComputedStyle(element).position === 'absolute';
  };

  const sideways = document.documentElement.scrollWidth - viewport;
  if (sideways > 1) faults.push(`page scrolls sideways by ${sideways} px`);

  for (const element of document.querySelectorAll(wholeWords)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (hiddenOnPurpose(node.parentElement!)) continue;
      const text = node.textContent ?? '';
      let previous: DOMRect | undefined;
      for (let index = 0; index < text.length; index += 1) {
        if (/\s/.test(text[index]!)) {
          previous = undefined;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const letter = range.getClientRects()[0];
        if (!letter) continue;
        if (previous && letter.top > previous.top + previous.height / 2) {
          faults.push(`word split across lines: ${describe(element)}`);
          break;
        }
        previous = letter;
      }
    }
  }

  for (const tab of document.querySelectorAll(tabs)) {
    const box = tab.getBoundingClientRect();
    if (box.width < 44 || box.height < 44)
      faults.push(`tab smaller than 44 px (${Math.round(box.width)}×${Math.round(box.height)}): ${describe(tab)}`);
    const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (hiddenOnPurpose(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.left < box.left - 0.5 || text.right > box.right + 0.5 || text.bottom > box.bottom + 0.5) {
        faults.push(`label runs out of its tab: ${describe(tab)}`);
      }
    }
  }

  for (const bar of document.querySelectorAll(bars)) {
    if (bar.scrollWidth > bar.clientWidth + 1)
      faults.push(`scrolls sideways by ${bar.scrollWidth - bar.clientWidth} px: ${describe(bar)}`);
  }

  for (const row of document.querySelectorAll(oneRow)) {
    const items = [...row.children]
      .map((child) => child.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    const lowestTop = Math.max(...items.map((rect) => rect.top));
    const highestBottom = Math.min(...items.map((rect) => rect.bottom));
    if (lowestTop >= highestBottom) faults.push(`wraps onto a second row: ${describe(row)}`);
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (hiddenOnPurpose(element) || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    // Content clipped sideways without an ellipsis that says so: cut text or a cut control.
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    if (clips && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
      faults.push(`cut off by ${element.scrollWidth - element.clientWidth} px: ${describe(element)}`);
    }
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const text = range.getBoundingClientRect();
      if ((text.right > viewport + 1 || text.left < -1) && !clippedSideways(element))
        faults.push(`text runs off the screen: ${describe(element)}`);
    }
  }
  return [...new Set(faults)];
}

/** Layout faults of the current screen, prefixed with where they were seen. */
export async function layoutFaults(page: Page, where: string): Promise<string[]> {
  const faults = await page.evaluate(findLayoutFaults, {
    wholeWords: '.bottom-nav__link',
    oneRow: '.pdf-toolbar',
    tabs: '.bottom-nav__link',
    bars: '.bottom-nav, .pdf-toolbar',
  });
  return faults.map((fault) => `${where}: ${fault}`);
}
