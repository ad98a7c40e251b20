/**
 * "New table": your name, the game (from GET /api/rulesets) with its options, seats when the game
 * allows several counts, public or private, and Create. Creating connects and opens the table.
 */
import type { OptionSpec } from "@salon/shared/core/options";
import { handOff, navigate, tablePath } from "../../app/router";
import { cleanName, rememberName } from "../../net/profile";
import type { RulesetInfo } from "../../net/types";
import { needsModerator } from "../../rulesets";
import { refusalMessage, t } from "../../i18n/i18n";
import { rulesetBlurb, rulesetName } from "../../i18n/option-text";
import { el, replaceChildren } from "../../ui/dom";
import { hasRules } from "../../rules";
import { openRulesSheet } from "../../rules/sheet";
import { optionFields, type OptionFields } from "./option-fields";
import { TableOptionsFields } from "./table-options";

/** Where the creator sits when the game has a customary seat: bridge players expect to sit South (seat 2). */
const CREATOR_SEAT: Record<string, number> = { bridge: 2 };

export class CreateForm {
  readonly element = el("form", { class: "card create-form", "aria-labelledby": "create-title" });
  private readonly select = el("select", { id: "ruleset", class: "field-input", testid: "ruleset-select" });
  private readonly blurb = el("p", { class: "blurb muted" });
  /** "How to play": the chosen game's rules sheet, with the options as the form has them now. */
  private readonly rulesButton = el("button", { class: "btn btn-small rules-link", type: "button", testid: "rules-link" }, t("rules.howToPlay"));
  private readonly optionsHost = el("div", {});
  private readonly seatsHost = el("div", {});
  /** A file of deals to play (bridge: a PBN hand record), when the game can import one. */
  private readonly importHost = el("div", {});
  private importInput: HTMLInputElement | null = null;
  private readonly privateToggle = el("input", { id: "private", type: "checkbox", class: "switch", testid: "private-toggle" });
  private readonly moderateToggle = el("input", { id: "moderate", type: "checkbox", class: "switch", testid: "moderate-toggle" });
  private readonly tableName = el("input", { id: "table-name", class: "field-input", type: "text", maxlength: 40, testid: "table-name-input" });
  private readonly createButton = el("button", { class: "btn btn-primary btn-wide", type: "submit", testid: "create-button" }, t("create.create"));
  private readonly error = el("p", { class: "form-error", role: "alert", hidden: true });
  private rulesets: RulesetInfo[] = [];
  private fields: OptionFields | null = null;
  private seatsSelect: HTMLSelectElement | null = null;
  private readonly manners = new TableOptionsFields();
  private readonly getName: () => string;

  constructor(nameField: HTMLElement, getName: () => string) {
    this.getName = getName;
    this.select.addEventListener("change", () => this.showRuleset());
    this.rulesButton.addEventListener("click", () => {
      const r = this.current();
      if (r) openRulesSheet({ ruleset: r.id, options: this.fields?.values() ?? {}, where: "form" }, this.rulesButton);
    });
    this.element.append(
      el("h2", { id: "create-title" }, t("create.title")),
      nameField,
      el(
        "div",
        { class: "field" },
        el("label", { class: "field-label", for: "ruleset" }, t("create.game")),
        el("div", { class: "field-row rules-picker" }, this.select, this.rulesButton),
      ),
      this.blurb,
      this.optionsHost,
      this.importHost,
      this.seatsHost,
      el("div", { class: "field" }, el("label", { class: "field-label", for: "table-name" }, t("create.tableName")), this.tableName),
      el(
        "div",
        { class: "field field-inline" },
        this.privateToggle,
        el("label", { for: "private" }, `${t("create.private")} `, el("span", { class: "muted" }, t("create.privateHint"))),
      ),
      el(
        "div",
        { class: "field field-inline" },
        this.moderateToggle,
        el("label", { for: "moderate" }, `${t("create.moderate")} `, el("span", { class: "muted" }, t("create.moderateHint"))),
      ),
      this.manners.element,
      this.error,
      this.createButton,
    );
    this.element.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.create();
    });
    this.createButton.disabled = true;
  }

  setRulesets(list: RulesetInfo[]): void {
    this.rulesets = list;
    const keep = this.select.value;
    replaceChildren(this.select, ...list.map((r) => el("option", { value: r.id }, rulesetName(r))));
    if (list.some((r) => r.id === keep)) this.select.value = keep;
    this.createButton.disabled = list.length === 0;
    this.showRuleset();
  }

  setLoadError(text: string): void {
    this.showError(text);
  }

  private current(): RulesetInfo | undefined {
    return this.rulesets.find((r) => r.id === this.select.value);
  }

  private showRuleset(): void {
    const r = this.current();
    this.blurb.textContent = r ? rulesetBlurb(r) : "";
    this.rulesButton.hidden = !r || !hasRules(r.id);
    this.manners.setGame(r?.moderated === true);
    this.fields = optionFields((r?.options ?? []) as OptionSpec[], r?.id);
    replaceChildren(this.optionsHost, this.fields.element);
    this.seatsSelect = null;
    replaceChildren(this.seatsHost);
    this.importInput = null;
    replaceChildren(this.importHost);
    const format = r?.imports?.[0];
    if (format) {
      const input = el("input", {
        id: "import-file",
        type: "file",
        class: "field-input",
        accept: (r?.imports ?? []).map((f) => `.${f}`).join(","),
        testid: "import-file",
      });
      this.importInput = input;
      replaceChildren(
        this.importHost,
        el(
          "div",
          { class: "field" },
          el("label", { class: "field-label", for: "import-file" }, t("create.importFile", { format: format.toUpperCase() })),
          input,
        ),
      );
    }
    if (r && r.maxSeats > r.minSeats) {
      const sel = el("select", { id: "seats", class: "field-input", testid: "seats-select" });
      for (let n = r.minSeats; n <= r.maxSeats; n++) sel.appendChild(el("option", { value: n }, t("create.players", { count: n })));
      sel.value = String(r.defaultSeats ?? r.minSeats);
      this.seatsSelect = sel;
      replaceChildren(this.seatsHost, el("div", { class: "field" }, el("label", { class: "field-label", for: "seats" }, t("create.seats")), sel));
    }
  }

  private showError(text: string | null): void {
    this.error.hidden = text === null;
    this.error.textContent = text ?? "";
  }

  private async create(): Promise<void> {
    const r = this.current();
    const name = cleanName(this.getName());
    if (!r) return;
    if (!name) {
      this.showError(t("create.nameFirst"));
      this.element.querySelector<HTMLInputElement>("[data-testid=name-input]")?.focus();
      return;
    }
    rememberName(name);
    this.showError(null);
    this.createButton.disabled = true;
    this.createButton.textContent = t("create.creating");
    try {
      // The default name is written in the creator's language, like a name they typed (the server's own
      // default is English, for other clients).
      const tableName = (this.tableName.value.trim() || t("create.defaultTableName", { name })).slice(0, 40);
      const file = this.importInput?.files?.[0];
      // The file's extension picks among the game's formats (bridge: .pbn or .lin); else the first.
      const ext = file?.name.split(".").pop()?.toLowerCase() ?? "";
      const format = r.imports?.includes(ext) ? ext : r.imports?.[0];
      const imported = file && format ? { import: { format, text: await file.text() } } : {};
      const options = this.fields?.values() ?? {};
      // Choosing a human moderator (Ktulu's Manitou) means the creator runs the night from the console.
      const moderate = this.moderateToggle.checked || needsModerator(r.id, options);
      // The connection code (colyseus.js) comes on demand: the lobby's first visit does not download it.
      const { TableSession } = await import("../../net/table-session");
      const session = await TableSession.create({
        ruleset: r.id,
        name,
        options,
        private: this.privateToggle.checked,
        ...(moderate ? { moderate: true } : {}),
        ...(this.seatsSelect ? { seats: Number(this.seatsSelect.value) } : {}),
        ...(!moderate && CREATOR_SEAT[r.id] !== undefined ? { seat: CREATOR_SEAT[r.id] } : {}),
        ...(tableName ? { tableName } : {}),
        table: this.manners.values(),
        ...imported,
      });
      handOff(session.roomId, { session });
      navigate(tablePath(session.roomId));
    } catch (err) {
      // gameClient (with colyseus.js) is loaded on demand too; if even that failed, the server is unreachable.
      this.showError(
        await import("../../net/game-client").then(
          (m) => {
            const refused = m.entryRefusal(err);
            return /\[import_/.test(refused.message ?? "") ? importRefusal(refused.message ?? "") : refusalMessage(refused);
          },
          () => t("session.unreachable"),
        ),
      );
      this.createButton.disabled = false;
      this.createButton.textContent = t("create.create");
    }
  }
}

/**
 * A hand-record refusal in the reader's language: the server writes "[code key=value …] English" into the
 * create refusal (docs/protocol.md, "Import refusals"); anything else is shown as it came.
 */
function importRefusal(message: string): string {
  const m = /\[(import_[a-z_]+)((?: [a-z]+=[A-Za-z0-9_]+)*)\]/.exec(message);
  if (!m) return message;
  const params: Record<string, string> = {};
  for (const kv of m[2].trim().split(" ").filter(Boolean)) {
    const [k, v] = kv.split("=");
    params[k] = v;
  }
  const key = params.reason ? `refusal.${m[1]}_${params.reason}` : `refusal.${m[1]}`;
  return t(key, params);
}
