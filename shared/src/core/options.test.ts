import { parseOptions, type OptionSpec } from "./options";

// prettier-ignore
const specs: OptionSpec[] = [
  { key: "target", label: "Target", kind: "int", default: 10, min: 1, max: 20 },
  { key: "roles", label: "Roles", kind: "list", default: ["seer"], items: [{ value: "seer", label: "Seer" }, { value: "witch", label: "Witch" }] },
  { key: "deck", label: "Deck", kind: "list", default: [], repeat: true, min: 2, items: [{ value: "a", label: "A" }, { value: "b", label: "B" }] },
];

test("defaults fill in, lists are copied", () => {
  const a = parseOptions(specs, undefined);
  const b = parseOptions(specs, {});
  expect(a).toEqual({ ok: true, value: { target: 10, roles: ["seer"], deck: [] } });
  if (a.ok && b.ok) expect(a.value.roles).not.toBe(b.value.roles);
});

test("a list option takes known items, once each unless it repeats, within its length bounds", () => {
  expect(parseOptions(specs, { roles: ["witch", "seer"] })).toEqual({ ok: true, value: { target: 10, roles: ["witch", "seer"], deck: [] } });
  expect(parseOptions(specs, { deck: ["a", "a", "b"] }).ok).toBe(true);
  expect(parseOptions(specs, { roles: ["seer", "seer"] })).toEqual({ ok: false, error: "option roles lists an item twice" });
  expect(parseOptions(specs, { roles: ["wolf"] })).toEqual({ ok: false, error: 'option roles has an unknown item "wolf"' });
  expect(parseOptions(specs, { roles: "seer" })).toEqual({ ok: false, error: "option roles must be a list of names" });
  expect(parseOptions(specs, { deck: ["a"] })).toEqual({ ok: false, error: "option deck needs at least 2 items" });
  expect(parseOptions(specs, { target: 30 })).toEqual({ ok: false, error: "option target must be at most 20" });
});
