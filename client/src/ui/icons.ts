/**
 * The client's icons, shipped with it as inline SVG (issue 27, item 11): emoji need an emoji font, and a
 * machine without one showed empty boxes. Each icon is a 24 × 24 path set drawn in `currentColor`, so it
 * takes the colour of the text around it; `icon()` is decorative (aria-hidden) — the button or label that
 * holds it carries the accessible name.
 */

const PATHS = {
  /** A bell: "tell me when it is my turn". */
  bell: '<path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1h15v-1L18 12.5V9a6 6 0 0 0-6-6z"/><path d="M10 18.5a2 2 0 0 0 4 0"/>',
  /** A speaker with sound waves. */
  soundOn: '<path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z"/><path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"/>',
  /** A speaker, crossed out. */
  soundOff: '<path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z"/><path d="M16 9.5l5 5M21 9.5l-5 5"/>',
  /** A stopwatch. */
  clock: '<circle cx="12" cy="13.5" r="7"/><path d="M12 9.5v4l2.5 2M10 3.5h4M12 3.5v3"/>',
  /** To the first step. */
  first: '<path d="M6 5v14"/><path d="M18 5l-9 7 9 7z"/>',
  /** One step back. */
  prev: '<path d="M16 5l-9 7 9 7z"/>',
  /** One step on. */
  next: '<path d="M8 5l9 7-9 7z"/>',
  /** To the last step. */
  last: '<path d="M18 5v14"/><path d="M6 5l9 7-9 7z"/>',
  /** An eye: watchers. */
  eye: '<path d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="2.8"/>',
  /** People: the seats and chat panel. */
  people:
    '<circle cx="9" cy="8.5" r="3.2"/><path d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5"/><path d="M15.5 5.6a3.2 3.2 0 0 1 0 6M17 14.2c2.4.5 4 2.5 4 5.3"/>',
  /** A door with an arrow: leave the table. */
  leave: '<path d="M13 4H6v16h7"/><path d="M10 12h10M16.5 8.5 20 12l-3.5 3.5"/>',
  /** A curved arrow back: take back. */
  undo: '<path d="M9 7 4.5 11.5 9 16"/><path d="M5 11.5h9.5a5 5 0 0 1 0 10H11"/>',
  /** A light bulb: suggest. */
  bulb: '<path d="M9 17.5h6M10 21h4"/><path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z"/>',
  /** Stacked cards: the last trick. */
  cards: '<rect x="8" y="4" width="11" height="15" rx="2"/><path d="M5.5 7.5 5 8a2 2 0 0 0-.4 2.7l5.5 9.5"/>',
  /** A cross: close. */
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  /** A circle half filled: display settings (contrast, card size, motion). */
  display: '<circle cx="12" cy="12" r="8.5"/><path d="M12 3.5v17a8.5 8.5 0 0 0 0-17z" fill="currentColor"/>',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative inline SVG icon (1.15em square by default), drawn in the current text colour. */
export function icon(name: IconName, className = "icon"): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", className);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", "2");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("stroke-linejoin", "round");
  svg.innerHTML = PATHS[name];
  return svg;
}

/**
 * Fills `button` with an icon and its label: the label shows beside the icon on wide screens and is hidden
 * on phones (class `icon-label`), while `aria-label` and `title` always give the button its name.
 */
export function setIconButton(button: HTMLElement, name: IconName, label: string): void {
  const text = document.createElement("span");
  text.className = "icon-label";
  text.textContent = label;
  button.replaceChildren(icon(name), text);
  button.setAttribute("aria-label", label);
  button.title = label;
  button.classList.add("btn-icon");
}
