/**
 * The table's manners, under the action bar (docs/protocol.md "Undo", "Turn clocks", "Hint"): my clock while it
 * runs, "Take back" (undo by consent), the open undo request with Accept / Decline for those asked, "Last
 * trick" to look at the trick just gathered until the next card is played, in every trick game, and
 * "Suggest" on tables that offer it: what a normal bot would play now, shown until the game moves on. First in
 * the row, at every table of every game, "?" opens the game's rules sheet with the options in force here.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { TableSnapshot } from "../../net/snapshot";
import { clockText } from "../../table/seat-badge";
import { t } from "../../i18n/i18n";
import { cardText as cardWords, SUIT_SIGN, suitText } from "../../i18n/suit-words";
import { el, replaceChildren } from "../../ui/dom";
import { hasRules } from "../../rules";
import { loadedRulesetClient } from "../../rulesets";
import { openRulesSheet } from "../../rules/sheet";
import { setIconButton } from "../../ui/icons";
import { suggestOffered } from "./suggest-rule";

export interface AidCommands {
  undo(): void;
  answerUndo(accept: boolean): void;
  hint(): void;
}

/** The trick just gathered, from any trick game's view: its cards in play order and who won it. */
export function lastTrickOf(view: JsonObject | null): { cards: string[]; seats?: number[]; leader: number; winner: number } | null {
  if (!view) return null;
  const trick = view.trick as unknown[] | undefined;
  if (Array.isArray(trick) && trick.length > 0) return null; // the next card was played: the review ends
  const played = view.played as { leader: number; cards: string[]; winner: number }[] | undefined;
  if (Array.isArray(played) && played.length > 0) return played[played.length - 1]; // bridge
  const last = view.lastTrick as (string | { card: string; seat: number })[] | undefined;
  if (!Array.isArray(last) || last.length === 0) return null;
  const cards = last.map((c) => (typeof c === "string" ? c : c.card));
  // Euchre lists who played each card (a lone hand's partner sits out); the others go round from the leader.
  const seats = last.every((c) => typeof c === "object") ? last.map((c) => (c as { seat: number }).seat) : undefined;
  return { cards, seats, leader: (view.lastLeader as number) ?? -1, winner: (view.lastWinner as number) ?? -1 };
}

const cardText = (c: string) => cardWords(c, t);

/**
 * A suggested action in words, for every ruleset's action shapes; `label` is the game's own wording of an
 * action (the moderated games' buttons), used for shapes not listed here.
 */
export function describeSuggestion(a: { type: string; [key: string]: unknown }, label?: (a: { type: string }) => string | null): string {
  const suit = (s: unknown) => suitText(String(s), t);
  const placed = (c: { card: string; x: number; y: number }) => t("move.place", { card: cardText(c.card), x: c.x, y: c.y });
  const list = (cards: unknown) => (Array.isArray(cards) ? cards : []);
  switch (a.type) {
    case "play":
      return t("move.play", { card: cardText(String(a.card)) });
    case "place":
      return placed(a as unknown as { card: string; x: number; y: number });
    case "placeMany":
      return list(a.cards)
        .map((c) => placed(c as { card: string; x: number; y: number }))
        .join(t("move.and"));
    case "discard":
      return t("move.discard", {
        cards: list(a.cards)
          .map((c) => cardText(String(c)))
          .join(t("move.and")),
      });
    case "call":
      if (typeof a.call !== "string") return t(a.alone ? "move.callSuitAlone" : "move.callSuit", { suit: suit(a.suit) });
      return a.call === "pass"
        ? t("move.pass")
        : a.call === "X"
          ? t("move.double")
          : a.call === "XX"
            ? t("move.redouble")
            : t("move.bid", { call: a.call.replace(/[SHDC]$/, (s) => SUIT_SIGN[s]) });
    case "bid":
      return t("move.bid", { call: String(a.value) });
    case "hold":
      return t("move.hold");
    case "pass":
      return t("move.pass");
    case "declare":
      return t(a.hand ? "move.declareHand" : "move.declare", { game: String(a.game) });
    case "orderUp":
      return t(a.alone ? "move.orderUpAlone" : "move.orderUp");
    case "trump":
      return t("move.trump", { suit: suit(a.suit) });
    case "vote":
      return typeof a.target === "number"
        ? t("move.voteFor", { n: a.target + 1 })
        : a.hang === undefined
          ? t("move.vote")
          : t(a.hang ? "move.hang" : "move.spare");
    case "pickUpSkat":
      return t("move.pickUp");
    case "exchange":
      return t("move.exchange", { card: cardText(String(a.card)) });
    case "claim":
    case "concede":
      return t(`move.${a.type}`, { tricks: Number(a.tricks) });
    case "acceptClaim":
    case "rejectClaim":
    case "acceptConcession":
    case "rejectConcession":
    case "defendAlone":
    case "kontra":
    case "re":
    case "skip":
      return t(`move.${a.type}`);
    default:
      return (
        label?.(a) ??
        [a.type, typeof a.target === "number" ? t("aids.seat", { n: a.target + 1 }) : "", typeof a.suit === "string" ? suit(a.suit) : ""]
          .filter(Boolean)
          .join(" ")
      );
  }
}

export class TableAids {
  readonly element = el("div", { class: "table-aids", testid: "table-aids" });
  private readonly rulesButton = el(
    "button",
    { class: "btn btn-small btn-round", type: "button", testid: "rules-button", title: t("rules.howToPlay"), "aria-label": t("rules.howToPlay"), hidden: true },
    "?",
  );
  private readonly clock = el("span", { class: "my-clock", testid: "my-clock", hidden: true });
  private readonly undoButton = el("button", { class: "btn btn-small", testid: "undo-button", hidden: true }, t("aids.takeBack"));
  private readonly trickButton = el("button", { class: "btn btn-small", testid: "last-trick-button", hidden: true }, t("aids.lastTrick"));
  private readonly request = el("div", { class: "undo-request", testid: "undo-request", hidden: true });
  private readonly trickPanel = el("div", { class: "last-trick", testid: "last-trick", hidden: true });
  private readonly hintButton = el("button", { class: "btn btn-small", testid: "hint-button", hidden: true, title: t("aids.suggestTitle") }, t("aids.suggest"));
  private readonly hintText = el("span", { class: "hint-text", testid: "hint-text", role: "status", hidden: true });
  /** The legal moves the shown suggestion was made for: a new list means the game moved on. */
  private hintFor = "";
  private snap: TableSnapshot | null = null;
  private ticking: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly commands: AidCommands) {
    setIconButton(this.undoButton, "undo", t("aids.takeBack"));
    setIconButton(this.trickButton, "cards", t("aids.lastTrick"));
    setIconButton(this.hintButton, "bulb", t("aids.suggest"));
    this.undoButton.addEventListener("click", () => commands.undo());
    this.trickButton.addEventListener("click", () => {
      this.trickPanel.hidden = !this.trickPanel.hidden;
    });
    this.hintButton.addEventListener("click", () => commands.hint());
    this.rulesButton.addEventListener("click", () => {
      const s = this.snap;
      if (s?.ruleset) openRulesSheet({ ruleset: s.ruleset, options: s.options, where: "table" }, this.rulesButton);
    });
    this.element.append(this.rulesButton, this.clock, this.undoButton, this.hintButton, this.hintText, this.trickButton, this.request, this.trickPanel);
  }

  update(s: TableSnapshot): void {
    this.snap = s;
    this.rulesButton.hidden = !s.ruleset || !hasRules(s.ruleset);
    const me = s.you?.role === "player" ? s.you.seat : null;
    const playing = s.status === "playing";
    const undoOn = s.table.undo !== false;
    // Players take back their own last action; in moderated games the moderator does. Only when the server
    // says there is something of theirs to take back (`takeBack` in their own view).
    this.undoButton.hidden = !playing || !undoOn || s.undo !== null || !s.takeBack;
    this.drawRequest(s, me);
    this.drawLastTrick(s);
    const legal = JSON.stringify(s.view?.legal ?? []);
    const myTurn = me !== null && playing && Array.isArray(s.view?.legal) && (s.view!.legal as unknown[]).length > 0;
    this.hintButton.hidden = !suggestOffered(s.table.hint, s.seats, me) || !myTurn;
    if (legal !== this.hintFor) this.hintText.hidden = true;
    this.tick();
    const mine = me !== null ? (s.seats[me]?.deadline ?? 0) : 0;
    if (mine > 0 && !this.ticking) this.ticking = setInterval(() => this.tick(), 500);
    if (mine === 0 && this.ticking) {
      clearInterval(this.ticking);
      this.ticking = null;
    }
  }

  /** The Suggest button and its answer, for the action bar to hold beside the game's own buttons. */
  suggestControls(): HTMLElement[] {
    return [this.hintButton, this.hintText];
  }

  /** Shows the suggestion that answers my Suggest (dropped if the game moved on meanwhile). */
  showHint(action: { type: string; [key: string]: unknown }): void {
    if (this.hintButton.hidden) return;
    this.hintFor = JSON.stringify(this.snap?.view?.legal ?? []);
    const s = this.snap;
    const names = (seat: number) => (s?.seats[seat]?.name ? `${s.seats[seat].name} (${seat + 1})` : t("aids.seat", { n: seat + 1 }));
    const describe = s?.ruleset ? loadedRulesetClient(s.ruleset)?.describeAction : undefined;
    this.hintText.textContent = t("aids.suggested", { move: describeSuggestion(action, describe ? (a) => describe(a as never, names) : undefined) });
    this.hintText.hidden = false;
  }

  destroy(): void {
    if (this.ticking) clearInterval(this.ticking);
  }

  private tick(): void {
    const s = this.snap;
    const me = s?.you?.role === "player" ? s.you.seat : null;
    const seat = me !== null ? s!.seats[me] : undefined;
    const deadline = seat?.deadline ?? 0;
    this.clock.hidden = deadline === 0;
    if (deadline > 0)
      this.clock.textContent =
        t("aids.yourTime", { time: clockText(deadline) }) + (seat!.reserve > 0 ? t("aids.reserve", { time: clockText(Date.now() + seat!.reserve) }) : "");
    this.clock.classList.toggle("clock-low", deadline > 0 && deadline - Date.now() < 10_000);
  }

  private drawRequest(s: TableSnapshot, me: number | null): void {
    const req = s.undo;
    this.request.hidden = req === null;
    if (!req) return;
    const who = req.by === me ? t("aids.undoMine") : t("aids.undoOther", { name: s.seats[req.by]?.name ?? t("aids.seat", { n: req.by + 1 }) });
    const asked = me !== null && req.waiting.includes(me);
    const waiting = req.waiting.map((i) => s.seats[i]?.name ?? t("aids.seat", { n: i + 1 })).join(", ");
    replaceChildren(
      this.request,
      el("span", {}, who),
      asked
        ? el(
            "span",
            { class: "undo-answers" },
            el("button", { class: "btn btn-small btn-primary", testid: "undo-accept", onclick: () => this.commands.answerUndo(true) }, t("aids.accept")),
            el("button", { class: "btn btn-small", testid: "undo-decline", onclick: () => this.commands.answerUndo(false) }, t("aids.decline")),
          )
        : el("span", { class: "muted" }, t("aids.waitingFor", { names: waiting })),
    );
  }

  private drawLastTrick(s: TableSnapshot): void {
    const last = lastTrickOf(s.view);
    this.trickButton.hidden = last === null;
    if (!last) {
      this.trickPanel.hidden = true;
      return;
    }
    const n = s.seats.length;
    const name = (i: number) => s.seats[i]?.name ?? t("aids.seat", { n: i + 1 });
    replaceChildren(
      this.trickPanel,
      el("strong", {}, t("aids.lastTrickLabel")),
      ...last.cards.map((c, k) => {
        const by = last.seats ? last.seats[k] : last.leader >= 0 ? (last.leader + k) % n : -1;
        return el("span", { class: "last-trick-card" }, `${by >= 0 ? `${name(by)} ` : ""}${cardText(c)}`);
      }),
      last.winner >= 0 ? el("span", { class: "muted" }, t("aids.wonBy", { name: name(last.winner) })) : null,
    );
  }
}
