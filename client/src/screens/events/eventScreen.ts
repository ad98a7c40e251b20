/**
 * `/e/<id>`: a club event's one invite link (docs/events.md). A player registers (a pair's two names for
 * bridge, one name for Skat), sees the event's state, their table this round with a button to sit down, and
 * the standings, polled every few seconds. The director (the browser holding the token from create) also
 * sees the entries, can add bot players to a Skat evening, and starts the event. `/e/` (no id) is the small
 * form that creates an event. Only words and HTTP here: no game code.
 */
import { handOff, navigate, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { hasText, refusalMessage, t } from "../../i18n/i18n";
import { storedName } from "../../net/profile";
import { el, replaceChildren } from "../../ui/dom";

const POLL_MS = 3000;

interface StandingRow {
  rank: number;
  pair: number;
  names: [string, string];
  points: number;
  top: number;
  boards: number;
  score: number;
  won?: number;
  lost?: number;
}

type TableNow = { table: number; done: boolean } & ({ players: number[] } | { ns: number; ew: number; set: number });

interface EventView {
  id: string;
  name: string;
  game: "bridge" | "skat";
  format: string;
  tables: number;
  rounds: number;
  players?: number;
  gamesPerSeries?: number;
  boardsPerRound: number;
  scoring: "mp" | "imps";
  status: "registering" | "running" | "finished";
  round: number;
  pairs: { pair: number; names: [string, string] }[];
  tablesNow: TableNow[];
  standings: StandingRow[];
  director: boolean;
  me?: { pair: number; names: [string, string]; table?: number; roomId?: string | null; seats?: number[] };
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
    headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { "x-event-token": token } : {}) },
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

const SEAT_KEYS = ["events.seatNorth", "events.seatEast", "events.seatSouth", "events.seatWest"];

export class EventScreen implements Screen {
  private root: HTMLElement | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private view: EventView | null = null;
  private readonly message = el("p", { class: "muted", testid: "event-message", role: "status" });
  private readonly body = el("div", { class: "event-body" });
  private busy = false;

  constructor(private readonly id: string | null) {}

  mount(root: HTMLElement): void {
    this.root = root;
    document.title = t("events.pageTitle");
    if (!this.id) {
      replaceChildren(root, el("main", { class: "page event-page" }, this.createForm(), this.message));
      return;
    }
    replaceChildren(root, el("main", { class: "page event-page", testid: "event-page" }, this.body, this.message));
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), POLL_MS);
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
      el("option", { value: "skat" }, t("events.gameSkat")),
    );
    const size = el("input", { class: "field-input", type: "number", min: 3, max: 64, value: 3, testid: "event-size" });
    const rounds = el("input", { class: "field-input", type: "number", min: 1, max: 8, value: 3, testid: "event-rounds" });
    const games = el("input", { class: "field-input", type: "number", min: 1, max: 48, value: 2, testid: "event-games" });
    const wait = el("input", { class: "field-input", type: "number", min: 0, max: 3600, value: 60, testid: "event-wait" });
    const sizeLabel = el("span", {});
    const roundsLabel = el("span", {});
    const gamesLabel = el("span", {});
    const relabel = () => {
      const skat = game.value === "skat";
      sizeLabel.textContent = t(skat ? "events.players" : "events.tables");
      roundsLabel.textContent = t(skat ? "events.series" : "events.rounds");
      gamesLabel.textContent = t(skat ? "events.gamesPerSeries" : "events.boardsPerRound");
    };
    game.addEventListener("change", relabel);
    relabel();
    const create = async () => {
      if (this.busy) return;
      this.busy = true;
      const skat = game.value === "skat";
      const n = (x: HTMLInputElement) => Number(x.value);
      const spec = skat
        ? { name: name.value, game: "skat", players: n(size), series: n(rounds), gamesPerSeries: n(games), botAfterSeconds: n(wait) }
        : { name: name.value, game: "bridge", tables: n(size), rounds: n(rounds), boardsPerRound: n(games), botAfterSeconds: n(wait) };
      try {
        const made = await call<{ id: string; director: string }>("POST", "/api/events", spec);
        keepTokens(made.id, { director: made.director });
        navigate(`/e/${encodeURIComponent(made.id)}`);
      } catch (e) {
        this.message.textContent = refusalWords(e);
      } finally {
        this.busy = false;
      }
    };
    const field = (label: Node, input: HTMLElement) => el("label", { class: "field-label" }, label, input);
    return el(
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
      el("button", { class: "btn btn-primary", testid: "event-create", onclick: () => void create() }, t("events.create")),
      el("a", { class: "btn", href: "/", onclick: (e: Event) => (e.preventDefault(), navigate("/")) }, t("events.backToLobby")),
    );
  }

  // ---- the event ----

  private async refresh(): Promise<void> {
    if (!this.id) return;
    const tokens = readTokens(this.id);
    try {
      const view = await call<EventView>("GET", `/api/events/${encodeURIComponent(this.id)}`, undefined, tokens.entry ?? tokens.director);
      if (!this.root) return;
      this.view = view;
      this.render(tokens);
    } catch (e) {
      if (!this.root) return;
      this.message.textContent = refusalWords(e);
    }
  }

  private entryName(pair: number): string {
    const e = this.view?.pairs.find((p) => p.pair === pair);
    if (!e) return `#${pair}`;
    // A Skat entry is one player (its second name is always empty); a bridge pair is two, "" a bot partner.
    const names = this.view?.game === "skat" ? e.names.slice(0, 1) : e.names;
    return names.map((n) => n || t("events.bot")).join(" – ");
  }

  private render(tokens: Tokens): void {
    const v = this.view!;
    const skat = v.game === "skat";
    const need = skat ? v.players! : 2 * v.tables;
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
        el("p", {}, skat ? t("events.aboutSkat", { tables: v.tables, series: v.rounds, games: v.gamesPerSeries ?? 0 }) : t("events.aboutBridge", { tables: v.tables, rounds: v.rounds, boards: v.boardsPerRound })),
        el("p", { testid: "event-status", "data-status": v.status, "data-round": v.round }, status),
        el("label", { class: "field-label" }, t("events.link"), el("input", { class: "field-input", type: "text", readonly: true, value: link, testid: "event-link" })),
      ),
    ];
    parts.push(this.mePanel(v));
    if (tokens.director) parts.push(this.directorPanel(v, tokens.director, need));
    if (v.status !== "registering") parts.push(this.tablesPanel(v));
    parts.push(this.standingsPanel(v));
    replaceChildren(this.body, ...parts);
  }

  private mePanel(v: EventView): HTMLElement {
    const panel = el("section", { class: "panel", testid: "event-me" });
    if (v.me) {
      panel.append(el("p", { testid: "event-me-entry" }, t("events.registeredAs", { n: v.me.pair, names: this.entryName(v.me.pair) })));
      if (v.status === "running" && v.me.roomId && v.me.table !== undefined) {
        const roomId = v.me.roomId;
        const seat = v.me.seats?.[0];
        const myName = v.me.names[0];
        panel.append(
          el("p", { testid: "event-my-table" }, t("events.yourTable", { table: v.me.table, seat: seat !== undefined && seat >= 0 && seat < 4 && v.game === "bridge" ? t(SEAT_KEYS[seat]) : String((seat ?? 0) + 1) })),
          el("button", { class: "btn btn-primary", testid: "event-go-table", onclick: () => (handOff(roomId, { intent: "join", ...(seat !== undefined && seat >= 0 ? { seat } : {}), ...(myName ? { name: myName } : {}) }), navigate(tablePath(roomId))) }, t("events.goToTable")),
        );
      } else if (v.status === "running") panel.append(el("p", { class: "muted" }, t("events.waitTable")));
      return panel;
    }
    if (v.status !== "registering") {
      panel.append(el("p", { class: "muted" }, t("events.closed")));
      return panel;
    }
    const first = el("input", { class: "field-input", type: "text", maxlength: 24, testid: "event-entry-name", value: storedName() });
    const second = el("input", { class: "field-input", type: "text", maxlength: 24, testid: "event-entry-partner", placeholder: t("events.partnerBot") });
    const register = async () => {
      if (this.busy || !this.id) return;
      this.busy = true;
      try {
        const body = v.game === "skat" ? { name: first.value } : { names: [first.value, second.value] };
        const made = await call<{ pair: number; token: string }>("POST", `/api/events/${encodeURIComponent(this.id)}/entries`, body);
        keepTokens(this.id, { ...readTokens(this.id), entry: made.token });
        this.message.textContent = "";
        await this.refresh();
      } catch (e) {
        this.message.textContent = refusalWords(e);
      } finally {
        this.busy = false;
      }
    };
    panel.append(
      el("h2", {}, t("events.register")),
      el("label", { class: "field-label" }, t(v.game === "skat" ? "events.yourName" : "events.player1"), first),
      ...(v.game === "skat" ? [] : [el("label", { class: "field-label" }, t("events.player2"), second)]),
      el("button", { class: "btn btn-primary", testid: "event-register", onclick: () => void register() }, t("events.registerButton")),
    );
    return panel;
  }

  private directorPanel(v: EventView, token: string, need: number): HTMLElement {
    const act = async (what: () => Promise<unknown>) => {
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
    };
    const id = encodeURIComponent(v.id);
    const panel = el(
      "section",
      { class: "panel", testid: "event-director" },
      el("h2", {}, t("events.director")),
      el("p", { testid: "event-entries-count" }, t("events.entriesCount", { have: v.pairs.length, need })),
      el("ol", { testid: "event-entries" }, ...v.pairs.map((p) => el("li", {}, this.entryName(p.pair)))),
    );
    if (v.status === "registering") {
      if (v.game === "skat" && v.pairs.length < need) {
        panel.append(el("button", { class: "btn", testid: "event-add-bot", onclick: () => void act(() => call("POST", `/api/events/${id}/entries`, { bot: true })) }, t("events.addBot")));
      }
      panel.append(el("button", { class: "btn btn-primary", testid: "event-start", onclick: () => void act(() => call("POST", `/api/events/${id}/start`, {}, token)) }, t("events.start")));
    }
    return panel;
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
            tb.done ? t("events.tableDone") : t("events.tablePlaying"),
          ),
        ),
      ),
    );
  }

  private standingsPanel(v: EventView): HTMLElement {
    const skat = v.game === "skat";
    const head = el(
      "tr",
      {},
      el("th", {}, t("events.rank")),
      el("th", {}, t("events.entry")),
      el("th", {}, t(skat ? "events.points" : v.scoring === "mp" ? "events.percent" : "events.imps")),
      el("th", {}, t(skat ? "events.wonLost" : "events.boards")),
    );
    const rows = v.standings.map((s) =>
      el(
        "tr",
        { "data-pair": s.pair, "data-score": s.score },
        el("td", {}, String(s.rank)),
        el("td", {}, this.entryName(s.pair)),
        el("td", {}, skat || v.scoring === "imps" ? String(s.score) : `${s.score.toFixed(2)}%`),
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
