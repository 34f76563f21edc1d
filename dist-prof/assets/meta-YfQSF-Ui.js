import { t as headTagList } from "./head-BGYs-zRU.js";
// src/platform/meta.ts
/** Attributes that name a tag (the rest is its value): one element per name in the head. */
var KEYS = [
	"name",
	"property",
	"rel",
	"hreflang"
];
function selectorOf(attributes) {
	return attributes.filter(([key]) => KEYS.includes(key)).map(([key, value]) => `[${key}="${value}"]`).join("");
}
function applyHead(head) {
	document.documentElement.lang = head.lang;
	document.title = head.title;
	const wanted = /* @__PURE__ */ new Set();
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
	for (const element of document.head.querySelectorAll("meta[name=\"robots\"], meta[property=\"og:url\"], link[rel=\"canonical\"], link[rel=\"alternate\"][hreflang]")) if (!wanted.has(element)) element.remove();
}
export { applyHead };
