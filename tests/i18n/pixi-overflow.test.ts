/**
 * Issue 14, part 5: the canvas's overflow check used by the long-language screenshots (words.browser.test.ts)
 * finds a text wider than its badge's frame and a text off the canvas, and passes one that fits.
 */
import { pixiTextOverflow } from "../../client/src/app/pixi-overflow";

const bounds = (x: number, y: number, width: number, height: number) => () => ({ x, y, width, height });
const frame = (x: number, y: number, w: number, h: number) => ({ visible: true, context: {}, getBounds: bounds(x, y, w, h) });
const text = (value: string, x: number, y: number, w: number, h: number) => ({ visible: true, text: value, getBounds: bounds(x, y, w, h) });
const container = (...children: object[]) => ({ visible: true, children, getBounds: bounds(0, 0, 0, 0) }) as never;
const screen = { width: 360, height: 640 };

test("a text inside its frame and on the canvas passes", () => {
  expect(pixiTextOverflow(container(container(frame(10, 10, 200, 48), text("Παρασκευή", 30, 16, 120, 18))), screen)).toEqual([]);
});

test("a text wider than the frame drawn under it is reported", () => {
  const found = pixiTextOverflow(container(container(frame(10, 10, 200, 48), text("Mittelhand · passe · 0 Punkte", 30, 16, 230, 18))), screen);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/leaves its box/);
});

test("a text off the canvas is reported; hidden ones are not read", () => {
  expect(pixiTextOverflow(container(text("Spiel 1 von 36", 300, 4, 90, 18)), screen)).toEqual(["“Spiel 1 von 36” runs off the canvas"]);
  expect(pixiTextOverflow(container({ ...text("Spiel 1 von 36", 300, 4, 90, 18), visible: false }), screen)).toEqual([]);
});
