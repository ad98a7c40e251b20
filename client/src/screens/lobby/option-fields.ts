/**
 * A ruleset's options as form fields, drawn from its OptionSpecs: whole numbers (with preset chips),
 * yes/no switches, choices and lists (chips to toggle; a comma-separated line where items repeat). `values()` reads them back, clamped to the spec's range.
 * Labels are shown in the reader's language when the catalogue knows them (i18n/option-text), else as the server
 * sent them.
 */
import type { OptionSpec, OptionValue, OptionValues } from "@salon/shared/core/options";
import { choiceLabel, optionLabel } from "../../i18n/option-text";
import { el } from "../../ui/dom";

export interface OptionFields {
  element: HTMLElement;
  values(): OptionValues;
}

function intField(spec: Extract<OptionSpec, { kind: "int" }>, read: Map<string, () => OptionValue>, ruleset?: string): HTMLElement {
  const id = `opt-${spec.key}`;
  const input = el("input", {
    id,
    class: "field-input field-number",
    type: "number",
    inputmode: "numeric",
    step: 1,
    min: spec.min,
    max: spec.max,
    value: spec.default,
    testid: `option-${spec.key}`,
  });
  const chips = el("div", { class: "chips" });
  const mark = () => {
    for (const chip of chips.querySelectorAll<HTMLButtonElement>("button")) {
      chip.classList.toggle("chip-on", chip.dataset.value === input.value);
    }
  };
  for (const preset of spec.presets ?? []) {
    const chip = el("button", { type: "button", class: "chip", "data-value": preset }, String(preset));
    chip.addEventListener("click", () => {
      input.value = String(preset);
      mark();
    });
    chips.appendChild(chip);
  }
  input.addEventListener("input", mark);
  mark();
  read.set(spec.key, () => {
    let n = Math.round(Number(input.value));
    if (!Number.isFinite(n)) n = spec.default;
    if (spec.min !== undefined) n = Math.max(spec.min, n);
    if (spec.max !== undefined) n = Math.min(spec.max, n);
    return n;
  });
  return el(
    "div",
    { class: "field" },
    el("label", { class: "field-label", for: id }, optionLabel(ruleset, spec.key, spec.label)),
    el("div", { class: "field-row" }, input, chips),
  );
}

function boolField(spec: Extract<OptionSpec, { kind: "bool" }>, read: Map<string, () => OptionValue>, ruleset?: string): HTMLElement {
  const id = `opt-${spec.key}`;
  const input = el("input", { id, type: "checkbox", class: "switch", testid: `option-${spec.key}` });
  input.checked = spec.default;
  read.set(spec.key, () => input.checked);
  return el("div", { class: "field field-inline" }, input, el("label", { for: id }, optionLabel(ruleset, spec.key, spec.label)));
}

function choiceField(spec: Extract<OptionSpec, { kind: "choice" }>, read: Map<string, () => OptionValue>, ruleset?: string): HTMLElement {
  const id = `opt-${spec.key}`;
  const select = el("select", { id, class: "field-input", testid: `option-${spec.key}` });
  for (const c of spec.choices) select.appendChild(el("option", { value: c.value }, choiceLabel(ruleset, spec.key, c.value, c.label)));
  select.value = spec.default;
  read.set(spec.key, () => select.value);
  return el("div", { class: "field" }, el("label", { class: "field-label", for: id }, optionLabel(ruleset, spec.key, spec.label)), select);
}

function listField(spec: Extract<OptionSpec, { kind: "list" }>, read: Map<string, () => OptionValue>, ruleset?: string): HTMLElement {
  const id = `opt-${spec.key}`;
  const label = el("label", { class: "field-label", for: id }, optionLabel(ruleset, spec.key, spec.label));
  if (spec.repeat) {
    // Items may repeat (a composition): one line of ids, the known ids listed under it.
    const input = el("input", { id, class: "field-input", type: "text", value: spec.default.join(", "), testid: `option-${spec.key}` });
    const hint = el(
      "div",
      { class: "muted field-hint" },
      spec.items.map((i) => `${i.value} (${choiceLabel(ruleset, spec.key, i.value, i.label)})`).join(" · "),
    );
    read.set(spec.key, () => input.value.split(/[\s,]+/).filter((v) => v.length > 0));
    return el("div", { class: "field" }, label, input, hint);
  }
  const chips = el("div", { class: "chips", id, testid: `option-${spec.key}` });
  const on = new Set(spec.default);
  for (const item of spec.items) {
    const chip = el("button", { type: "button", class: "chip", "data-value": item.value }, choiceLabel(ruleset, spec.key, item.value, item.label));
    chip.classList.toggle("chip-on", on.has(item.value));
    chip.addEventListener("click", () => {
      if (on.has(item.value)) on.delete(item.value);
      else on.add(item.value);
      chip.classList.toggle("chip-on", on.has(item.value));
    });
    chips.appendChild(chip);
  }
  read.set(spec.key, () => spec.items.map((i) => i.value).filter((v) => on.has(v)));
  return el("div", { class: "field" }, label, chips);
}

/** The fields for `specs`; `ruleset` (its id) finds the labels in the reader's language. */
export function optionFields(specs: readonly OptionSpec[], ruleset?: string): OptionFields {
  const read = new Map<string, () => OptionValue>();
  const element = el("div", { class: "option-fields" });
  for (const spec of specs) {
    if (spec.kind === "int") element.appendChild(intField(spec, read, ruleset));
    else if (spec.kind === "bool") element.appendChild(boolField(spec, read, ruleset));
    else if (spec.kind === "list") element.appendChild(listField(spec, read, ruleset));
    else element.appendChild(choiceField(spec, read, ruleset));
  }
  return {
    element,
    values: () => {
      const out: OptionValues = {};
      for (const [key, get] of read) out[key] = get();
      return out;
    },
  };
}
