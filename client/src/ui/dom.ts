/** A tiny element builder for the DOM screens (forms, panels, dialogs): `el("button", {...}, "Start")`. */

export type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element. Attributes: `class`, `testid` (→ data-testid), `onclick`-style listeners (functions),
 * booleans (present when true), everything else via setAttribute.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") node.addEventListener(key.replace(/^on/, ""), value);
    else if (key === "testid") node.dataset.testid = String(value);
    else if (key === "class") node.className = String(value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  }
}

/** Replaces all children of `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.textContent = "";
  append(parent, ...children);
}
