/**
 * `/e/<id>`: a club event's one invite link (docs/events.md). A player registers (a pair's two names for
 * bridge, one name for Skat), sees the event's state, their table this round with a button to sit down, and
 * the standings and the results (travellers with hand records; the tables' games), polled every few seconds. The director (the browser holding the token from create) also
 * sees the entries, can add bot players to a Skat evening, and starts the event. `/e/` (no id) is the small
 * form that creates an event. Only words and HTTP here: no game code.
 */
import { handOff, navigate, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { hasText, refusalMessage, t } from "../../i18n/i18n";
import { storedName } from "../../net/profile";
import { el, replaceChildren } from "../../ui/dom";
import type { StandingRow } from "@salon/shared/api";
import { resultLinks } from "./result-links";
import { openBoards, resultsPanel, type EventResults } from "./travellers";

const POLL_MS = 3000;

type TableNow = { table: number; done: boolean; ended?: boolean } & ({ players: number[] } | { ns: number; ew: number; set: number });

type Adjustment =
  | { kind: "grade"; board: number; pair: number; grade: "plus" | "average" | "minus"; reason: string }
  | { kind: "assigned"; board: number; pair: number; score?: number; reason: string }
  | { kind: "points"; pair: number; points: number; reason: string };

interface EventView {
  id: string;
  name: string;
  game: "bridge" | "skat" | "kierki" | "euchre";
  format: string;
  tables: number;
  rounds: number;
  players?: number;
  gamesPerSeries?: number;
  boardsPerRound: number;
  /** Bridge: the event's boards (a set a table for Mitchell, a set a round for Howell). */
  boards?: number;
  scoring: "mp" | "imps";
  status: "registering" | "running" | "finished";
  round: number;
  pairs: { pair: number; names: [string, string] }[];
  tablesNow: TableNow[];
  standings: StandingRow[];
  subs: { pair: number; slot: number; name: string; from: number }[];
  adjustments: Adjustment[];
  /** A bridge teams match: the two teams and the complete boards with the running score. */
  match?: TeamsMatch;
  director: boolean;
  me?: { pair: number; names: [string, string]; name: string; benched?: boolean; table?: number; roomId?: string | null; seats?: number[] };
}

interface TeamsMatch {
  teams: { team: "A" | "B"; pairs: number[]; imps: number }[];
  boards: { board: number; table1: number | null; table2: number | null; impsA: number; impsB: number; running: [number, number] }[];
}

interface Tokens {
  director?: string;
  entry?: string;
}

const KEY = (id: string) => `salon.event.${id}`;

function readTokens(id: string): Tokens {
  try {
    const x = JSON.parse(localStorage.getItem(KEY(id)) ?? "{}") as Tokens;
    return typeof x === "object" && x ? x : {};
  } catch {
    return {};
  }
}

function keepTokens(id: string, tokens: Tokens): void {
  localStorage.setItem(KEY(id), JSON.stringify(tokens));
}

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(path, {
    method,
    cache: "no-store",
    headers: {
      accept: "application/json",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { "x-event-token": token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as (T & { error?: string; code?: string; params?: Record<string, unknown> }) | null;
  if (!res.ok) throw new Refusal(json?.code ?? "unknown", json?.error ?? `${res.status}`, json?.params ?? {});
  return json as T;
}

/** A refusal in words: the events section's own sentence for its code, else the shared refusal catalogue. */
function refusalWords(e: unknown): string {
  if (e instanceof Refusal) {
    const key = `events.refusal_${e.code}`;
    if (hasText(key)) return t(key, e.params);
    return refusalMessage({ code: e.code, message: e.message, params: e.params });
  }
  return t("events.unreachable");
}

/** The form's choices that make a bridge event (pairs, Howell, teams). */
const isBridge = (choice: string): boolean => choice === "bridge" || choice === "howell" || choice === "teams";

const SEAT_KEYS = ["events.seatNorth", "events.seatEast", "events.seatSouth", "events.seatWest"];
const GRADE_KEYS = { plus: "events.gradePlus", average: "events.gradeAverage", minus: "events.gradeMinus" } as const;

export class EventScreen implements Screen {
  private root: HTMLElement | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The event's view as last drawn (JSON), so that a poll with no news draws nothing. */
  private drawn: string | null = null;
  private view: EventView | null = null;
  /** The event's results (travellers, the tables' games) once it has started; null before. */
  private results: EventResults | null = null;
  private readonly message = el("p", { class: "muted", testid: "event-message", role: "status" });
  private readonly body = el("div", { class: "event-body" });
  private busy = false;
  /** The last substitute's link, shown to the director until the page is left. */
  private handOver = "";

  constructor(private readonly id: string | null) {}

  mount(root: HTMLElement): void {
    this.root = root;
    document.title = t("events.pageTitle");
    if (!this.id) {
      replaceChildren(root, el("main", { class: "page event-page" }, this.createForm(), this.message));
      return;
    }
    // A substitute's link carries their token (#entry=…): kept like a registration's, then taken off the address.
    const handed = /^#entry=([A-Za-z0-9_-]{16,64})$/.exec(location.hash);
    if (handed) {
      keepTokens(this.id, { ...readTokens(this.id), entry: handed[1] });
      history.replaceState(history.state, "", location.pathname);
    }
    replaceChildren(root, el("main", { class: "page event-page", testid: "event-page" }, this.body, this.message));
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(true), POLL_MS);
  }

  unmount(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.root = null;
  }

  // ---- create ----

  private createForm(): HTMLElement {
    const name = el("input", { class: "field-input", type: "text", maxlength: 40, testid: "event-name", value: t("events.defaultName") });
    const game = el(
      "select",
      { class: "field-input", testid: "event-game" },
      el("option", { value: "bridge" }, t("events.gameBridge")),
      el("option", { value: "howell" }, t("events.gameHowell")),
      el("option", { value: "teams" }, t("events.gameTeams")),
      el("option", { value: "skat" }, t("events.gameSkat")),
      el("option", { value: "kierki" }, t("events.gameKierki")),
      el("option", { value: "euchre" }, t("events.gameEuchre")),
    );
    const size = el("input", { class: "field-input", type: "number", min: 3, max: 64, value: 3, testid: "event-size" });
    const rounds = el("input", { class: "field-input", type: "number", min: 1, max: 15, value: 3, testid: "event-rounds" });
    const games = el("input", { class: "field-input", type: "number", min: 1, max: 48, value: 2, testid: "event-games" });
    const wait = el("input", { class: "field-input", type: "number", min: 0, max: 3600, value: 60, testid: "event-wait" });
    const sizeLabel = el("span", {});
    const roundsLabel = el("span", {});
    const gamesLabel = el("span", {});
    const relabel = () => {
      const skat = game.value === "skat";
      const teams = game.value === "teams";
      // A Kierki or Euchre progressive: players at tables of four.
      const progressive = game.value === "kierki" || game.value === "euchre";
      sizeLabel.textContent = t(skat ? "events.players" : progressive ? "events.playersKierki" : "events.tables");
      roundsLabel.textContent = t(skat ? "events.series" : "events.rounds");
      gamesLabel.textContent = t(skat ? "events.gamesPerSeries" : teams ? "events.boardsPerMatch" : "events.boardsPerRound");
      // A teams match has its two tables and one round: no choice to make there. A progressive plays one game a round.
      for (const input of [size, rounds]) input.closest("label")?.toggleAttribute("hidden", teams);
      games.closest("label")?.toggleAttribute("hidden", progressive);
      dealsField.toggleAttribute("hidden", !isBridge(game.value));
      // A progressive seats tables of four: 8 to 32 players.
      if (progressive && (Number(size.value) < 8 || Number(size.value) % 4 !== 0)) size.value = "8";
    };
    game.addEventListener("change", relabel);
    // Bridge: the director's own hand record, read in the page and sent with the event (docs/events.md).
    const deals = el("input", { class: "field-input", type: "file", accept: ".pbn,.lin,text/plain", testid: "event-hand-record" }) as HTMLInputElement;
    const handRecord = async (): Promise<{ pbn: string } | { lin: string } | Record<string, never>> => {
      const file = deals.files?.[0];
      if (!file || !isBridge(game.value)) return {};
      const text = await file.text();
      // A LIN file is BBO's one-line record ("md|…|"); anything else is read as PBN.
      return /\.lin$/i.test(file.name) || /(^|\|)md\|/.test(text) ? { lin: text } : { pbn: text };
    };
    const create = async () => {
      if (this.busy) return;
      this.busy = true;
      const skat = game.value === "skat";
      const n = (x: HTMLInputElement) => Number(x.value);
      const spec = skat
        ? { name: name.value, game: "skat", players: n(size), series: n(rounds), gamesPerSeries: n(games), botAfterSeconds: n(wait) }
        : game.value === "kierki" || game.value === "euchre"
          ? { name: name.value, game: game.value, format: "progressive", players: n(size), rounds: n(rounds), botAfterSeconds: n(wait) }
          : game.value === "teams"
            ? { name: name.value, game: "bridge", format: "teams", boardsPerRound: n(games), botAfterSeconds: n(wait) }
            : {
                name: name.value,
                game: "bridge",
                format: game.value === "howell" ? "howell" : "mitchell",
                tables: n(size),
                rounds: n(rounds),
                boardsPerRound: n(games),
                botAfterSeconds: n(wait),
              };
      try {
        const made = await call<{ id: string; director: string }>("POST", "/api/events", { ...spec, ...(await handRecord()) });
        keepTokens(made.id, { director: made.director });
        navigate(`/e/${encodeURIComponent(made.id)}`);
      } catch (e) {
        this.message.textContent = refusalWords(e);
      } finally {
        this.busy = false;
      }
    };
    const field = (label: Node, input: HTMLElement) => el("label", { class: "field-label" }, label, input);
    const dealsField = el("div", {}, field(document.createTextNode(t("events.handRecord")), deals), el("p", { class: "muted" }, t("events.handRecordHint")));
    const form = el(
      "section",
      { class: "panel" },
      el("h1", {}, t("events.createTitle")),
      el("p", { class: "muted" }, t("events.createIntro")),
      field(document.createTextNode(t("events.name")), name),
      field(document.createTextNode(t("events.game")), game),
      field(sizeLabel, size),
      field(roundsLabel, rounds),
      field(gamesLabel, games),
      field(document.createTextNode(t("events.wait")), wait),
      dealsField,
      el("button", { class: "btn btn-primary", testid: "event-create", onclick: () => void create() }, t("events.create")),
      el("a", { class: "btn", href: "/", onclick: (e: Event) => (e.preventDefault(), navigate("/")) }, t("events.backToLobby")),
    );
    relabel();
    return form;
  }

  // ---- the event ----

  /** Reads the event again and draws it; `keepFields`: a poll, which leaves what was chosen or typed in the forms as it was. */
  private async refresh(keepFields = false): Promise<void> {
    if (!this.id) return;
    const tokens = readTokens(this.id);
    try {
      const view = await call<EventView>("GET", `/api/events/${encodeURIComponent(this.id)}`, undefined, tokens.entry ?? tokens.director);
      // The results (docs/events.md, "Results"): only boards every table has played, and finished tables' games.
      const results = view.status === "registering" ? null : await call<EventResults>("GET", `/api/events/${encodeURIComponent(this.id)}/results`);
      if (!this.root) return;
      this.view = view;
      this.results = results;
      // A poll that brings nothing new draws nothing: the page stays as it is (scroll, focus, an open menu, an open board).
      const drawn = JSON.stringify([view, results]);
      if (keepFields && drawn === this.drawn) return;
      // Not while someone is typing in one of the page's fields (a name, a reason): the poll would wipe it.
      // The next poll after they leave the field shows the news.
      const typing = document.activeElement;
      if (typing && this.body.contains(typing) && /^(INPUT|SELECT|TEXTAREA)$/.test(typing.tagName) && this.body.childElementCount > 0) return;
      // A field left with a choice in it (an entry picked, then a click elsewhere) keeps it across the poll.
      const kept = keepFields ? fieldValues(this.body) : null;
      this.drawn = drawn;
      this.render(tokens);
      if (kept) restoreFieldValues(this.body, kept);
    } catch (e) {
      if (!this.root) return;
      this.message.textContent = refusalWords(e);
    }
  }

  private entryName(pair: number): string {
    const e = this.view?.pairs.find((p) => p.pair === pair);
    if (!e) return `#${pair}`;
    // A Skat, Kierki or Euchre entry is one player (its second name is always empty); a bridge pair is two, "" a bot partner.
    const names = this.view?.game !== "bridge" ? e.names.slice(0, 1) : e.names;
    return names.map((n) => n || t("events.bot")).join(" – ");
  }

  private render(tokens: Tokens): void {
    const v = this.view!;
    const skat = v.game === "skat";
    const need = v.game !== "bridge" ? v.players! : 2 * v.tables;
    // Rounds count from 1 (docs/events.md, HTTP: the start answers round 1).
    const status =
      v.status === "registering"
        ? t("events.statusRegistering", { have: v.pairs.length, need })
        : v.status === "running"
          ? t(skat ? "events.statusSeries" : "events.statusRound", { round: v.round, rounds: v.rounds })
          : t("events.statusFinished");
    const link = `${location.origin}/e/${encodeURIComponent(v.id)}`;
    const parts: HTMLElement[] = [
      el(
        "header",
        { class: "page-header" },
        el("h1", { testid: "event-title" }, v.name),
        el("a", { class: "btn", href: "/", onclick: (e: Event) => (e.preventDefault(), navigate("/")) }, t("events.backToLobby")),
      ),
      el(
        "section",
        { class: "panel" },
        el(
          "p",
          {},
          skat
            ? t("events.aboutSkat", { tables: v.tables, series: v.rounds, games: v.gamesPerSeries ?? 0 })
            : v.game === "kierki" || v.game === "euchre"
              ? t(v.game === "kierki" ? "events.aboutKierki" : "events.aboutEuchre", { tables: v.tables, rounds: v.rounds })
              : t(v.format === "teams" ? "events.aboutTeams" : v.format === "howell" ? "events.aboutHowell" : "events.aboutBridge", {
                  tables: v.tables,
                  rounds: v.rounds,
                  boards: v.boardsPerRound,
                }),
        ),
        ...(v.format === "teams" ? [el("p", { class: "muted", testid: "event-teams-note" }, t("events.teamsNote"))] : []),
        el("p", { testid: "event-status", "data-status": v.status, "data-round": v.round }, status),
        el(
          "label",
          { class: "field-label" },
          t("events.link"),
          el("input", { class: "field-input", type: "text", readonly: true, value: link, testid: "event-link" }),
        ),
      ),
    ];
    parts.push(this.mePanel(v));
    if (tokens.director) parts.push(this.directorPanel(v, tokens.director, need));
    if (v.status !== "registering") parts.push(this.tablesPanel(v));
    parts.push(v.match ? this.matchPanel(v.match) : this.standingsPanel(v));
    if (v.subs.length || v.adjustments.length) parts.push(this.rulingsPanel(v));
    if (this.results) parts.push(resultsPanel(this.results, v.game, v.scoring, (pair) => this.entryName(pair), openBoards(this.body)));
    if (v.status !== "registering") parts.push(el("section", { class: "panel" }, resultLinks(v.id, v.game)));
    replaceChildren(this.body, ...parts);
  }

  private mePanel(v: EventView): HTMLElement {
    const panel = el("section", { class: "panel", testid: "event-me" });
    if (v.me) {
      panel.append(el("p", { testid: "event-me-entry" }, t("events.registeredAs", { n: v.me.pair, names: this.entryName(v.me.pair) })));
      if (v.status === "running" && v.me.roomId && v.me.table !== undefined) {
        const roomId = v.me.roomId;
        const seat = v.me.seats?.[0];
        const myName = v.me.name;
        panel.append(
          el(
            "p",
            { testid: "event-my-table" },
            t("events.yourTable", {
              table: v.me.table,
              seat: seat !== undefined && seat >= 0 && seat < 4 && v.game === "bridge" ? t(SEAT_KEYS[seat]) : String((seat ?? 0) + 1),
            }),
          ),
          el(
            "button",
            {
              class: "btn btn-primary",
              testid: "event-go-table",
              onclick: () => (
                handOff(roomId, { intent: "join", ...(seat !== undefined && seat >= 0 ? { seat } : {}), ...(myName ? { name: myName } : {}) }),
                navigate(tablePath(roomId))
              ),
            },
            t("events.goToTable"),
          ),
        );
      } else if (v.status === "running" && v.me.benched) panel.append(el("p", { class: "muted", testid: "event-benched" }, t("events.benched")));
      else if (v.status === "running") panel.append(el("p", { class: "muted" }, t("events.waitTable")));
      return panel;
    }
    if (v.status !== "registering") {
      panel.append(el("p", { class: "muted" }, t("events.closed")));
      return panel;
    }
    const first = el("input", { class: "field-input", type: "text", maxlength: 24, testid: "event-entry-name", value: storedName() });
    const second = el("input", { class: "field-input", type: "text", maxlength: 24, testid: "event-entry-partner", placeholder: t("events.partnerBot") });
    const register = async () => {
      const id = this.id;
      if (!id) return;
      await this.act(async () => {
        const body = v.game !== "bridge" ? { name: first.value } : { names: [first.value, second.value] };
        const made = await call<{ pair: number; token: string }>("POST", `/api/events/${encodeURIComponent(id)}/entries`, body);
        keepTokens(id, { ...readTokens(id), entry: made.token });
      });
    };
    panel.append(
      el("h2", {}, t("events.register")),
      el("label", { class: "field-label" }, t(v.game !== "bridge" ? "events.yourName" : "events.player1"), first),
      ...(v.game !== "bridge" ? [] : [el("label", { class: "field-label" }, t("events.player2"), second)]),
      el("button", { class: "btn btn-primary", testid: "event-register", onclick: () => void register() }, t("events.registerButton")),
    );
    return panel;
  }

  /**
   * One request at a time (`busy`) from the entry and director panels: on success the message line is
   * cleared and the event read again; a refusal is shown in the message line.
   */
  private async act(what: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await what();
      this.message.textContent = "";
      await this.refresh();
    } catch (e) {
      this.message.textContent = refusalWords(e);
    } finally {
      this.busy = false;
    }
  }

  private directorPanel(v: EventView, token: string, need: number): HTMLElement {
    const id = encodeURIComponent(v.id);
    const panel = el(
      "section",
      { class: "panel", testid: "event-director" },
      el("h2", {}, t("events.director")),
      el("p", { testid: "event-entries-count" }, t("events.entriesCount", { have: v.pairs.length, need })),
      el("ol", { testid: "event-entries" }, ...v.pairs.map((p) => el("li", {}, this.entryName(p.pair)))),
    );
    if (v.status === "registering") {
      if (v.game !== "bridge" && v.pairs.length < need) {
        panel.append(
          el(
            "button",
            { class: "btn", testid: "event-add-bot", onclick: () => void this.act(() => call("POST", `/api/events/${id}/entries`, { bot: true })) },
            t("events.addBot"),
          ),
        );
      }
      panel.append(
        el(
          "button",
          { class: "btn btn-primary", testid: "event-start", onclick: () => void this.act(() => call("POST", `/api/events/${id}/start`, {}, token)) },
          t("events.start"),
        ),
      );
    }
    if (v.status === "running") {
      panel.append(
        el("p", { class: "muted" }, t("events.endRoundNote")),
        el(
          "button",
          {
            class: "btn",
            testid: "event-end-round",
            onclick: () => void this.act(() => call("POST", `/api/events/${id}/end-round`, { round: v.round }, token)),
          },
          t("events.endRound", { round: v.round }),
        ),
      );
    }
    if (v.status !== "finished") panel.append(this.substituteForm(v, token));
    if (v.status !== "registering") panel.append(this.adjustForm(v, token));
    return panel;
  }

  /** A choice of one of the event's entries (pairs, or players at Skat), for a ruling about it. */
  private entryChoice(v: EventView, testid: string): HTMLSelectElement {
    return el("select", { class: "field-input", testid }, ...v.pairs.map((p) => el("option", { value: p.pair }, `${p.pair}: ${this.entryName(p.pair)}`)));
  }

  private substituteForm(v: EventView, token: string): HTMLElement {
    // One place an entry (Skat, Kierki): no choice of which player.
    const single = v.game !== "bridge";
    const pair = this.entryChoice(v, "event-sub-pair");
    const slot = el(
      "select",
      { class: "field-input", testid: "event-sub-slot" },
      el("option", { value: 0 }, t("events.slotFirst")),
      el("option", { value: 1 }, t("events.slotSecond")),
    );
    const name = el("input", { class: "field-input", type: "text", maxlength: 24, testid: "event-sub-name", placeholder: t("events.partnerBot") });
    const from = el("input", {
      class: "field-input",
      type: "number",
      min: Math.max(1, v.round),
      max: v.rounds,
      value: Math.max(1, v.round),
      testid: "event-sub-from",
    });
    const handOver = el("p", { testid: "event-sub-link" });
    const go = () =>
      this.act(async () => {
        const who = name.value.trim();
        const body = {
          pair: Number(pair.value),
          slot: single ? 0 : Number(slot.value),
          fromRound: Number(from.value),
          ...(who ? { name: who } : { bot: true }),
        };
        const made = await call<{ token?: string }>("POST", `/api/events/${encodeURIComponent(v.id)}/substitute`, body, token);
        // The substitute's own link: their table shows on the event page opened with it.
        if (made.token) this.handOver = t("events.subLink", { name: who, link: `${location.origin}/e/${encodeURIComponent(v.id)}#entry=${made.token}` });
      });
    if (this.handOver) handOver.textContent = this.handOver;
    return el(
      "fieldset",
      { class: "panel", testid: "event-substitute" },
      el("legend", {}, t("events.substituteTitle")),
      el("label", { class: "field-label" }, t("events.entry"), pair),
      ...(single ? [] : [el("label", { class: "field-label" }, t("events.subSlot"), slot)]),
      el("label", { class: "field-label" }, t("events.subName"), name),
      el("label", { class: "field-label" }, t(v.game === "skat" ? "events.subFromSeries" : "events.subFrom"), from),
      el("button", { class: "btn", testid: "event-sub-go", onclick: () => void go() }, t("events.subButton")),
      handOver,
    );
  }

  private adjustForm(v: EventView, token: string): HTMLElement {
    // Skat and Kierki: points added to an entry's total; bridge: a board's score.
    const skat = v.game !== "bridge";
    const pair = this.entryChoice(v, "event-adj-pair");
    const board = el("input", {
      class: "field-input",
      type: "number",
      min: 1,
      max: v.boards ?? v.tables * v.boardsPerRound,
      value: 1,
      testid: "event-adj-board",
    });
    const kind = el(
      "select",
      { class: "field-input", testid: "event-adj-kind" },
      // (A teams match compares the two tables' scores: an assigned score only, no artificial grade.)
      ...(v.format === "teams" ? [] : (["plus", "average", "minus"] as const).map((g) => el("option", { value: g }, t(GRADE_KEYS[g])))),
      el("option", { value: "assigned" }, t("events.assigned")),
    );
    const value = el("input", { class: "field-input", type: "number", step: skat ? 1 : 10, value: 0, testid: "event-adj-value" });
    const reason = el("input", { class: "field-input", type: "text", maxlength: 200, testid: "event-adj-reason" });
    const go = () =>
      this.act(() => {
        const common = { pair: Number(pair.value), reason: reason.value };
        const body = skat
          ? { ...common, points: Number(value.value) }
          : kind.value === "assigned"
            ? { ...common, board: Number(board.value), score: Number(value.value) }
            : { ...common, board: Number(board.value), grade: kind.value };
        return call("POST", `/api/events/${encodeURIComponent(v.id)}/adjust`, body, token);
      });
    return el(
      "fieldset",
      { class: "panel", testid: "event-adjust" },
      el("legend", {}, t("events.adjustTitle")),
      el("label", { class: "field-label" }, t("events.entry"), pair),
      ...(skat ? [] : [el("label", { class: "field-label" }, t("events.adjBoard"), board), el("label", { class: "field-label" }, t("events.adjKind"), kind)]),
      el("label", { class: "field-label" }, t(skat ? "events.adjPoints" : "events.adjScore"), value),
      el("label", { class: "field-label" }, t("events.adjReason"), reason),
      el("button", { class: "btn", testid: "event-adj-go", onclick: () => void go() }, t("events.adjButton")),
    );
  }

  /** The substitutions and adjustments, for everyone: the director's rulings are public (with their reasons). */
  private rulingsPanel(v: EventView): HTMLElement {
    const subLine = (s: EventView["subs"][number]) =>
      t(v.game === "skat" ? "events.subLineSkat" : v.game === "kierki" || v.game === "euchre" ? "events.subLineKierki" : "events.subLine", {
        from: s.from,
        name: s.name || t("events.bot"),
        pair: s.pair,
        n: s.slot + 1,
      });
    const adjLine = (a: Adjustment) =>
      a.kind === "points"
        ? t("events.adjLinePoints", { pair: a.pair, points: a.points > 0 ? `+${a.points}` : String(a.points), reason: a.reason })
        : a.kind === "grade"
          ? t("events.adjLineGrade", { board: a.board, pair: a.pair, grade: t(GRADE_KEYS[a.grade]), reason: a.reason })
          : a.score === undefined
            ? t("events.adjLineHidden", { board: a.board, pair: a.pair, reason: a.reason })
            : t("events.adjLineAssigned", { board: a.board, pair: a.pair, score: a.score, reason: a.reason });
    return el(
      "section",
      { class: "panel", testid: "event-rulings" },
      ...(v.subs.length ? [el("h2", {}, t("events.subsTitle")), el("ul", { testid: "event-subs" }, ...v.subs.map((s) => el("li", {}, subLine(s))))] : []),
      ...(v.adjustments.length
        ? [el("h2", {}, t("events.adjustmentsTitle")), el("ul", { testid: "event-adjustments" }, ...v.adjustments.map((a) => el("li", {}, adjLine(a))))]
        : []),
    );
  }

  private tablesPanel(v: EventView): HTMLElement {
    return el(
      "section",
      { class: "panel", testid: "event-tables" },
      el("h2", {}, t("events.tablesNow")),
      el(
        "ul",
        {},
        ...v.tablesNow.map((tb) =>
          el(
            "li",
            { "data-done": tb.done ? "yes" : "no" },
            "players" in tb
              ? t("events.tableSkat", { table: tb.table, players: tb.players.map((p) => this.entryName(p)).join(", ") })
              : t("events.tableBridge", { table: tb.table, nsPair: this.entryName(tb.ns), ewPair: this.entryName(tb.ew) }),
            " ",
            tb.ended ? t("events.tableEnded") : tb.done ? t("events.tableDone") : t("events.tablePlaying"),
          ),
        ),
      ),
    );
  }

  /** A teams match: the two teams with their IMPs, then board by board both tables' North-South scores, the IMPs and the running score. */
  private matchPanel(match: TeamsMatch): HTMLElement {
    const [a, b] = match.teams;
    const teamNames = (pairs: number[]) => pairs.map((p) => this.entryName(p)).join(" / ");
    const score = (x: number | null) => (x === null ? t("events.notPlayed") : String(x));
    const head = el(
      "tr",
      {},
      el("th", {}, t("events.adjBoard")),
      el("th", {}, t("events.table1Ns")),
      el("th", {}, t("events.table2Ns")),
      el("th", {}, t("events.impsTeam", { team: "A" })),
      el("th", {}, t("events.impsTeam", { team: "B" })),
      el("th", {}, t("events.running")),
    );
    const rows = match.boards.map((x) =>
      el(
        "tr",
        { "data-board": x.board, "data-imps-a": x.impsA, "data-imps-b": x.impsB },
        el("td", {}, String(x.board)),
        el("td", {}, score(x.table1)),
        el("td", {}, score(x.table2)),
        el("td", {}, String(x.impsA)),
        el("td", {}, String(x.impsB)),
        el("td", {}, `${x.running[0]} : ${x.running[1]}`),
      ),
    );
    return el(
      "section",
      { class: "panel", testid: "event-standings", "data-counted": match.boards.length },
      el("h2", {}, t("events.matchTitle")),
      el(
        "ul",
        { testid: "event-teams" },
        ...match.teams.map((x) => el("li", { "data-team": x.team, "data-imps": x.imps }, t("events.teamLine", { team: x.team, names: teamNames(x.pairs) }))),
      ),
      el("p", { testid: "event-match-score" }, t("events.matchScore", { a: a.imps, b: b.imps })),
      match.boards.length
        ? el("table", { class: "event-standings", testid: "event-match" }, el("thead", {}, head), el("tbody", {}, ...rows))
        : el("p", { class: "muted" }, t("events.matchNone")),
    );
  }

  private standingsPanel(v: EventView): HTMLElement {
    const skat = v.game === "skat";
    const progressive = v.game === "kierki" || v.game === "euchre";
    const head = el(
      "tr",
      {},
      el("th", {}, t("events.rank")),
      el("th", {}, t("events.entry")),
      el("th", {}, t(skat || progressive ? "events.points" : v.scoring === "mp" ? "events.percent" : "events.imps")),
      el("th", {}, t(skat ? "events.wonLost" : progressive ? "events.games" : "events.boards")),
    );
    const rows = v.standings.map((s) =>
      el(
        "tr",
        { "data-pair": s.pair, "data-score": s.score },
        el("td", {}, String(s.rank)),
        el("td", {}, this.entryName(s.pair)),
        el("td", {}, skat || progressive || v.scoring === "imps" ? String(s.score) : `${s.score.toFixed(2)}%`),
        el("td", {}, skat ? `${s.won ?? 0} / ${s.lost ?? 0}` : String(s.boards)),
      ),
    );
    return el(
      "section",
      { class: "panel", testid: "event-standings", "data-counted": v.standings.reduce((n, s) => n + s.boards, 0) },
      el("h2", {}, t("events.standings")),
      el("table", { class: "event-standings" }, el("thead", {}, head), el("tbody", {}, ...rows)),
    );
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = "input[data-testid], select[data-testid], textarea[data-testid]";

/** What each form field under `root` holds, by its test id (a checkbox: whether it is checked). */
function fieldValues(root: HTMLElement): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of root.querySelectorAll<Field>(FIELDS))
    out.set(f.dataset.testid!, f instanceof HTMLInputElement && f.type === "checkbox" ? String(f.checked) : f.value);
  return out;
}

/** Puts kept values back into the fields drawn again; a choice no longer offered (an entry gone) is dropped. */
function restoreFieldValues(root: HTMLElement, kept: Map<string, string>): void {
  for (const f of root.querySelectorAll<Field>(FIELDS)) {
    const v = kept.get(f.dataset.testid!);
    if (v === undefined) continue;
    if (f instanceof HTMLInputElement && f.type === "checkbox") f.checked = v === "true";
    else if (!(f instanceof HTMLSelectElement) || [...f.options].some((o) => o.value === v)) f.value = v;
  }
}
