/** The table itself: green felt with a soft light in the middle and a faint stitched rail. */
import { Container, FillGradient, Graphics } from "pixi.js";
import { theme } from "./theme";

export class Felt extends Container {
  private readonly g = new Graphics();
  private readonly gradient = new FillGradient({
    type: "radial",
    center: { x: 0.5, y: 0.45 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.45 },
    outerRadius: 0.75,
    colorStops: [
      { offset: 0, color: theme.feltCenter },
      { offset: 1, color: theme.feltEdge },
    ],
  });

  constructor() {
    super();
    this.addChild(this.g);
    this.eventMode = "none";
  }

  resize(w: number, h: number): void {
    const inset = w < 600 ? 4 : 8;
    this.g.clear();
    this.g.rect(0, 0, w, h).fill(this.gradient);
    this.g.roundRect(inset, inset, w - inset * 2, h - inset * 2, 18).stroke({ width: 1, color: theme.feltLine, alpha: 0.35 });
  }
}
