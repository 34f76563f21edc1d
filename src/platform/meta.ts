// The page's head in the browser: after a client navigation the document gets the same tags a
// prerendered file of that page carries (head.ts decides them for both).
import { headTagList, type PageHead } from './head';

/** Attributes that name a tag (the rest is its value): one element per name in the head. */
const KEYS = ['name', 'property', 'rel', 'hreflang'];

function selectorOf(attributes: [string, string][]): string {
  return attributes
    .filter(([key]) => KEYS.includes(key))
    .map(([key, value]) => `[${key}="${value}"]`)
    .join('');
}

// `<html lang>` is not written here: the root's guard has written it for this path already
// (activateLocale), and each write restyles the whole page.
export function applyHead(head: PageHead): void {
  document.title = head.title;
  const wanted = new Set<Element>();
  for (const [name, attributes] of headTagList(head)) {
    const selector = name + selectorOf(attributes);
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(name);
      document.head.appendChild(element);
    }
    for (const [key, value] of attributes) element.setAttribute(key, value);
    wanted.add(element);
  }
  // Tags the previous page had and this one has not (a canonical on a noindex page, robots).
  for (const element of document.head.querySelectorAll(
    'meta[name="robots"], meta[name="archive.org_bot"], meta[property="og:url"], link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    if (!wanted.has(element)) element.remove();
  }
}
