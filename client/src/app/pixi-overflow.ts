/** DOM-free, so the Node tests check it directly (tests/i18n/pixi-overflow.test.ts). */
export interface PixiNode {
  visible: boolean;
  children?: readonly PixiNode[];
  text?: unknown;
  /** Graphics have `context`; Text does not. */
  context?: unknown;
  renderable?: boolean;
  getBounds(): { x: number; y: number; width: number; height: number };
}

/**
 * Every visible Pixi text that runs off the canvas, or out of its box: the Graphics drawn beside it in the
 * same container (a badge's frame, a label's tag), when there is one. Issue 14: long languages must fit.
 */
export function pixiTextOverflow(root: PixiNode | null | undefined, screen: { width: number; height: number }): string[] {
  const out: string[] = [];
  const walk = (node: PixiNode) => {
    if (!node.visible) return;
    const kids = node.children ?? [];
    // The box: the container's first child when it is a Graphics (a frame or tag drawn under what follows).
    const first = kids[0];
    const fb = first && first.visible && first.context !== undefined && first.text === undefined ? first.getBounds() : null;
    const box = fb && fb.width > 0 && fb.height > 0 ? { l: fb.x, t: fb.y, r: fb.x + fb.width, b: fb.y + fb.height } : null;
    for (const k of kids) {
      if (!k.visible || typeof k.text !== "string" || !k.text.trim()) continue;
      const r = k.getBounds();
      const name = `“${k.text.slice(0, 40)}”`;
      if (r.x < -1 || r.y < -1 || r.x + r.width > screen.width + 1 || r.y + r.height > screen.height + 1) out.push(`${name} runs off the canvas`);
      else if (box && (r.x < box.l - 1 || r.y < box.t - 1 || r.x + r.width > box.r + 1 || r.y + r.height > box.b + 1)) {
        const f = (n: number) => Math.round(n);
        out.push(
          `${name} leaves its box (${f(r.x)},${f(r.y)} ${f(r.width)}×${f(r.height)} in ${f(box.l)},${f(box.t)} ${f(box.r - box.l)}×${f(box.b - box.t)})`,
        );
      }
    }
    for (const k of kids) walk(k);
  };
  if (root) walk(root);
  return out;
}
