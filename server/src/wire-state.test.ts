/** The public state through schema's real encoder: what one client decodes is what the room holds. */
import { Decoder, Encoder } from "@colyseus/schema";
import { SeatState, TableState, wireSafeJson } from "./wire-state";

test("JSON fields of exactly 255 UTF-8 bytes survive (schema 3.0.76 encodes that length as 0)", () => {
  const server = new TableState();
  server.seats.push(new SeatState());
  const encoder = new Encoder(server);
  const client = new TableState();
  const decoder = new Decoder(client);
  decoder.decode(encoder.encodeAll());
  const options = { note: "é".repeat(100) + "x".repeat(44) };
  const text = JSON.stringify(options);
  expect(Buffer.byteLength(text)).toBe(255);
  server.options = wireSafeJson(text);
  server.seats[0].name = "Ann";
  decoder.decode(encoder.encode());
  encoder.discardChanges();
  expect(JSON.parse(client.options)).toEqual(options);
  expect(client.seats[0].name).toBe("Ann");
  // without the padding the decoder reads the text's bytes as operations: pinned so the day schema fixes it shows
  server.options = text.replace("x", "y");
  server.seats[0].name = "Bob";
  let broken = false;
  try {
    decoder.decode(encoder.encode());
    broken = client.options !== server.options || client.seats[0].name !== "Bob";
  } catch {
    broken = true;
  }
  expect(broken).toBe(true);
});
