/** Views written with writeDoc must decode to exactly the same JSON, through schema's real encoder. */
import { Decoder, Encoder, Schema, type } from "@colyseus/schema";
import { readDoc, rngFromSeed, randInt, type Json, type JsonObject, type Rng } from "@salon/shared";
import { viewDelta, writeDoc } from "./projection";
import { Doc } from "./schema";

class Root extends Schema {
  @type(Doc) d = new Doc();
}

function pair() {
  const server = new Root();
  const encoder = new Encoder(server);
  const client = new Root();
  const decoder = new Decoder(client);
  decoder.decode(encoder.encodeAll());
  return {
    server,
    sync(): number {
      const bytes = encoder.encode();
      decoder.decode(bytes);
      encoder.discardChanges();
      return bytes.length;
    },
    read: () => readDoc(client.d),
  };
}

describe("writeDoc", () => {
  test("texts of exactly 255 UTF-8 bytes survive (schema 3.0.76 encodes their length as 0)", () => {
    const p = pair();
    const ascii = "x".repeat(253); // JSON.stringify adds the quotes: 255 bytes
    const accented = "é".repeat(100) + "y".repeat(55); // 255 bytes as a plain list item
    const view: JsonObject = { title: ascii, after: 1, names: [accented, "b"], rows: [{ t: "z".repeat(247) }], next: "ok" };
    expect(Buffer.byteLength(JSON.stringify(ascii))).toBe(255);
    expect(Buffer.byteLength(accented)).toBe(255);
    expect(Buffer.byteLength(JSON.stringify({ t: "z".repeat(247) }))).toBe(255);
    writeDoc(p.server.d, view);
    p.sync();
    expect(p.read()).toEqual(view);
  });

  test("scalars, string lists and JSON lists round-trip", () => {
    const p = pair();
    const view: JsonObject = { phase: "play", turn: 1, trick: ["7B"], scores: [0, 3], rounds: [{ a: 1 }], none: null, flag: true };
    writeDoc(p.server.d, view);
    p.sync();
    expect(p.read()).toEqual(view);
    writeDoc(p.server.d, { phase: "over", trick: [], scores: [2, 3], rounds: [] });
    p.sync();
    expect(p.read()).toEqual({ phase: "over", trick: [], scores: [2, 3], rounds: [] });
  });

  // One writeDoc per list per patch is the contract (the room projects in onBeforePatch): several list
  // edits inside one patch corrupt schema 3.0.76 decoders, whatever operations are used.
  test("random list edits (removals, inserts, replacements) stay exact", () => {
    const p = pair();
    let rng: Rng = rngFromSeed("lists");
    const pick = (n: number) => {
      const [x, next] = randInt(rng, n);
      rng = next;
      return x;
    };
    const pool = ["1B", "2B", "3K", "4K", "5M", "6M", "7B", "8K", "9M", "10B", "11K"];
    let hand: string[] = pool.slice(0, 8);
    for (let step = 0; step < 400; step++) {
      const op = pick(4);
      if (op === 0 && hand.length) hand.splice(pick(hand.length), 1);
      else if (op === 1) hand.splice(pick(hand.length + 1), 0, pool[pick(pool.length)]);
      else if (op === 2 && hand.length) hand[pick(hand.length)] = pool[pick(pool.length)];
      else hand = hand.slice(pick(3));
      const counts: Json[] = [hand.length, step % 3, Math.floor(step / 7)];
      writeDoc(p.server.d, { hand: hand.slice(), counts });
      p.sync();
      expect(p.read()).toEqual({ hand, counts });
    }
  });

  test("a card play costs a few bytes", () => {
    const p = pair();
    writeDoc(p.server.d, { hand: ["1B", "2B", "3K", "4K", "5M"], trick: [], turn: 0, counts: [5, 5] });
    p.sync();
    writeDoc(p.server.d, { hand: ["1B", "2B", "4K", "5M"], trick: ["3K"], turn: 1, counts: [4, 5] });
    expect(p.sync()).toBeLessThan(32);
  });

  test("an unchanged view writes nothing; keys that leave, change kind or come back stay exact", () => {
    const p = pair();
    const steps: JsonObject[] = [
      { phase: "bid", hand: ["1B", "2B"], turn: 0 },
      { phase: "bid", hand: ["1B", "2B"], turn: 0 },
      { phase: "play", hand: ["1B"], turn: [0, 1] }, // turn: a scalar becomes a list
      { phase: "play", hand: "hidden", turn: [0, 1] }, // hand: a list becomes a scalar
      { phase: "play", turn: [0, 1], extra: { a: 1 } }, // hand leaves, as many keys as before
      { phase: "play", hand: ["3K"], turn: 1 }, // and comes back
      { phase: "over" },
    ];
    const bytes = steps.map((view) => {
      writeDoc(p.server.d, view);
      const n = p.sync();
      expect(p.read()).toEqual(view);
      return n;
    });
    expect(bytes[1]).toBe(0);
    // a derived key (one clients rebuild) is never written
    writeDoc(p.server.d, { phase: "over", legal: ["x"] }, [], { legal: true });
    p.sync();
    expect(p.read()).toEqual({ phase: "over" });
  });

  test("viewDelta keeps only what differs from the public view", () => {
    expect(viewDelta({ a: 1, hand: ["1B"], b: [1, 2] }, { a: 1, b: [1, 2] })).toEqual({ hand: ["1B"] });
    expect(viewDelta({ a: 2 }, { a: 1 })).toEqual({ a: 2 });
  });
});
