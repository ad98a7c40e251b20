/**
 * The rules sheet ("How to play") as a dialog over the page: the game's aim, its setup, a turn, the scoring
 * table and any further sections, then the options in force (at a table) or chosen (in the create form), each
 * with its label, its value and the sheet's note on what that value means for play. Opened from the create
 * form beside the game picker and from the "?" at every table. The game's text is loaded on demand (./index).
 *
 * A modal dialog: focus moves into it and stays there (Tab cycles), Escape, the close button or a click
 * outside closes it, and focus returns to whatever opened it. On a phone it fills the screen and scrolls
 * inside itself.
 */
import type { OptionSpec, OptionValue } from "@salon/shared/core/options";
import { fetchRulesets } from "../net/api";
import { language, t } from "../i18n/i18n";
import { choiceLabel, optionLabel, rulesetName } from "../i18n/option-text";
import { el, replaceChildren } from "../ui/dom";
import { OneDialog } from "../ui/modal";
import { loadRules } from "./index";
import { optionNote } from "./notes";
import type { RulesSection, RulesSheet } from "./types";
import "../styles/rules.css";

export interface RulesRequest {
  ruleset: string;
  /** The option values: a table's, or the create form's. Missing keys are at their default. */
  options: Readonly<Record<string, unknown>>;
  /** "table": the options in force at this table; "form": the options chosen in the create form. */
  where: "table" | "form";
}

function valueLabel(ruleset: string, spec: OptionSpec, value: OptionValue): string {
  switch (spec.kind) {
    case "bool":
      return value === true ? t("rules.yes") : t("rules.no");
    case "choice":
      return choiceLabel(ruleset, spec.key, String(value), spec.choices.find((c) => c.value === value)?.label ?? String(value));
    case "list": {
      const items = Array.isArray(value) ? value : [];
      if (items.length === 0) return t("rules.none");
      return items.map((v) => choiceLabel(ruleset, spec.key, v, spec.items.find((i) => i.value === v)?.label ?? v)).join(", ");
    }
    default:
      return String(value);
  }
}

function sectionNode(s: RulesSection, testid?: string): HTMLElement {
  return el(
    "section",
    { class: "rules-section", testid },
    el("h3", {}, s.heading),
    ...(s.paragraphs ?? []).map((p) => el("p", {}, p)),
    s.items && s.items.length > 0 ? el("ul", {}, ...s.items.map((i) => el("li", {}, i))) : null,
    s.table
      ? el(
          "div",
          { class: "rules-table-wrap" },
          el(
            "table",
            { class: "rules-table" },
            el("thead", {}, el("tr", {}, ...s.table.head.map((h) => el("th", { scope: "col" }, h)))),
            el("tbody", {}, ...s.table.rows.map((r) => el("tr", {}, ...r.map((c) => el("td", {}, c))))),
          ),
        )
      : null,
  );
}

/**
 * The rulesets' option specs, from the server's `/api/rulesets` (asked once a page): the rules package's
 * registry would bring every engine and bot into the browser.
 */
let specsOnce: Promise<ReadonlyMap<string, readonly OptionSpec[]>> | null = null;
function optionSpecs(): Promise<ReadonlyMap<string, readonly OptionSpec[]>> {
  specsOnce ??= fetchRulesets().then(
    (list) => new Map(list.map((r) => [r.id, r.options])),
    () => {
      specsOnce = null;
      return new Map();
    },
  );
  return specsOnce;
}

function optionsNode(ruleset: string, sheet: RulesSheet, req: RulesRequest, specs: readonly OptionSpec[]): HTMLElement | null {
  if (specs.length === 0) return null;
  const rows = specs.map((spec) => {
    const raw = req.options[spec.key];
    const value = (raw === undefined ? spec.default : raw) as OptionValue;
    const label = valueLabel(ruleset, spec, value);
    const note = optionNote(sheet, spec.key, value, label);
    return el(
      "li",
      { testid: `rules-option-${spec.key}` },
      el("strong", {}, optionLabel(ruleset, spec.key, spec.label)),
      ": ",
      el("span", { class: "rules-option-value" }, label),
      note ? el("div", { class: "rules-option-note" }, note) : null,
    );
  });
  return el(
    "section",
    { class: "rules-section rules-options", testid: "rules-options" },
    el("h3", {}, req.where === "table" ? t("rules.optionsTable") : t("rules.optionsChosen")),
    el("ul", {}, ...rows),
  );
}

/** Games played with cards in hand, and those among them with bidding (the text table's keys that apply). */
const CARD_GAMES = new Set(["fox", "euchre", "kierki", "skat", "bridge", "krendzu"]);
const BIDDING_GAMES = new Set(["euchre", "skat", "bridge"]);
const TRICK_GAMES = new Set(["fox", "euchre", "kierki", "skat", "bridge"]);

/** How to play the game without a pointer or sight (table/access/layer.ts), the keys that apply to it. */
function keyboardNode(ruleset: string): HTMLElement {
  const cards = CARD_GAMES.has(ruleset);
  const items = [
    "ruleTab",
    cards ? "ruleType" : "",
    cards ? "ruleHand" : "",
    "ruleChoices",
    TRICK_GAMES.has(ruleset) ? "ruleTrick" : "",
    TRICK_GAMES.has(ruleset) ? "ruleLast" : "",
    "ruleScore",
    BIDDING_GAMES.has(ruleset) ? "ruleBids" : "",
    "ruleTurn",
    "ruleLog",
  ].filter(Boolean);
  return sectionNode({ heading: t("access.rulesHeading"), items: items.map((k) => t(`access.${k}`)) }, "rules-keyboard");
}

/** The sheet's body for a loaded game. */
export function sheetBody(ruleset: string, sheet: RulesSheet, req: RulesRequest, specs: readonly OptionSpec[]): HTMLElement[] {
  const body: (HTMLElement | null)[] = [
    sectionNode({ heading: t("rules.aim"), paragraphs: [sheet.aim] }, "rules-aim"),
    sectionNode(sheet.setup, "rules-setup"),
    sectionNode(sheet.turn, "rules-turn"),
    sectionNode(sheet.scoring, "rules-scoring"),
    ...(sheet.more ?? []).map((s) => sectionNode(s)),
    keyboardNode(ruleset),
    optionsNode(ruleset, sheet, req, specs),
  ];
  return body.filter((n): n is HTMLElement => n !== null);
}

const sheets = new OneDialog();

/** Opens the rules sheet of `req.ruleset`; focus returns to `opener` (else the element focused now) on close. */
export function openRulesSheet(req: RulesRequest, opener?: HTMLElement | null): void {
  sheets.closeShown();
  const back = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const name = rulesetName({ id: req.ruleset, name: req.ruleset });
  const title = t("rules.title", { game: name });
  const close = el("button", { class: "btn btn-small", type: "button", testid: "rules-close" }, t("rules.close"));
  const body = el("div", { class: "rules-body", testid: "rules-body", tabindex: 0 }, el("p", { class: "muted" }, t("rules.loading")));
  const dialog = el(
    "div",
    { class: "rules-dialog", role: "dialog", "aria-modal": "true", "aria-label": title, testid: "rules-sheet", tabindex: -1 },
    el("div", { class: "rules-head" }, el("h2", {}, title), close),
    body,
  );
  const backdrop = el("div", { class: "backdrop rules-backdrop" }, dialog);
  // Going back in the browser leaves the screen the sheet was opened on: the sheet goes with it (showModal).
  const shown = sheets.show(backdrop, dialog, "button, [href], [tabindex]:not([tabindex='-1'])", back, close);
  close.focus();

  const lang = language();
  Promise.all([loadRules(req.ruleset), optionSpecs()]).then(
    ([sheets, specs]) => {
      if (!shown()) return;
      const sheet = sheets?.[lang] ?? sheets?.en;
      if (!sheet) replaceChildren(body, el("p", { class: "form-error" }, t("rules.missing")));
      else replaceChildren(body, ...sheetBody(req.ruleset, sheet, req, specs.get(req.ruleset) ?? []));
      dialog.dataset.loaded = "true";
    },
    () => {
      if (!shown()) return;
      replaceChildren(body, el("p", { class: "form-error", role: "alert" }, t("rules.loadFailed")));
      dialog.dataset.loaded = "true";
    },
  );
}
