/**
 * The bridge table. Canvas (Pixi): my hand fanned at the bottom, the other seats' badges at left, top and
 * right, dummy face up in suit columns once the opening lead is made (the declarer taps dummy's cards on
 * dummy's turn), the trick in the middle. DOM over it: the info panel (board, dealer, vulnerability,
 * contract, tricks for declarer's side and the defenders, running score), the auction grid with the
 * bidding box, claim composer and claim answers, deal and game summaries, the score sheet.
 * It never decides legality: the view's `legal` list enables controls, the server judges.
 *
 * data-testids: bridge-info, bridge-board, bridge-vul, bridge-contract, bridge-tricks, bridge-score,
 * auction-panel, auction-grid, bidding-box, bid-<1C..7NT>, call-pass, call-X, call-XX, call-alert, call-explain,
 * call-<i>, alert-<i>, ask-<i>, auction-notes, note-<i>, answer-<i>, answer-send-<i>, auction-button,
 * sheet-button, claim-button, claim-composer, claim-tricks, claim-confirm, claim-cancel, claim-panel,
 * claim-accept, claim-reject, deal-summary, deal-summary-close, score-sheet, score-sheet-close,
 * game-summary, rematch-button.
 */
import { Container } from "pixi.js";
import type { TableSnapshot } from "../../net/snapshot";
import { Felt } from "../../table/felt";
import { frenchFaces } from "../../table/french-faces";
import { HandFan, type FanCard } from "../../table/hand-fan";
import { CardTableRenderer } from "../../table/card-table-renderer";
import { beforeStartText } from "../../table/prompt-text";
import { SeatBadge } from "../../table/seat-badge";
import { seatName as nameOfSeat, spotOf, viewerSeats } from "../../table/seat-spots";
import { TrickArea, type TrickCard } from "../../table/trick-area";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import type { RendererHost, TableContext } from "../types";
import { auctionGrid, auctionNotes, BiddingBox, callNode } from "./box";
import { bridgeLayout, type BridgeLayout, type Box, type Spot } from "./layout";
import { BridgeSheets, cardsText, scoreLine } from "./sheets";
import { readBridgeView, scoringName, seatLetter, seatName, type BridgeView } from "./view";
import { DummyColumns } from "./dummy-columns";

const SPOTS: Spot[] = ["bottom", "left", "top", "right"];
const faces = frenchFaces();
/** Middle-band height (px) under which the bidding box shows one level at a time. */
const TIGHT_BOX_BELOW = 400;

function place(node: HTMLElement, b: Box): void {
  node.style.left = `${Math.round(b.x)}px`;
  node.style.top = `${Math.round(b.y)}px`;
  node.style.width = `${Math.round(b.w)}px`;
}

export class BridgeRenderer extends CardTableRenderer<BridgeView> {
  private readonly scene = new Container();
  private readonly felt = new Felt();
  private readonly badges = SPOTS.map(() => new SeatBadge());
  private readonly hand = new HandFan();
  private readonly dummy = new DummyColumns(faces);
  /** Every other hand face up, when the view holds all four (a finished game's replay): left, top, right. */
  private readonly open = [new DummyColumns(faces), new DummyColumns(faces), new DummyColumns(faces)];
  private readonly trick = new TrickArea();
  private layout: BridgeLayout = bridgeLayout(800, 600);
  private shownGame = -1;

  // DOM
  private readonly info = el("div", { class: "bridge-info", testid: "bridge-info" });
  private readonly auction = el("div", { class: "bridge-auction-panel", testid: "auction-panel" });
  private readonly gridHost = el("div", {});
  private readonly box: BiddingBox;
  private readonly claimHost = el("div", { class: "bridge-claim-host" });
  private readonly promptBox = el("div", { class: "prompt bridge-prompt" });
  private readonly promptText = el("p", { class: "prompt-text", "aria-live": "polite" });
  private readonly claimButton = el("button", { class: "btn btn-primary btn-small", type: "button", testid: "claim-button" }, t("bridge.claim"));
  private readonly concedeButton = el("button", { class: "btn btn-small", type: "button", testid: "concede-button" }, t("bridge.concede"));
  private readonly auctionButton = el(
    "button",
    { class: "btn btn-small", type: "button", testid: "auction-button", title: t("bridge.showAuction") },
    t("bridge.bids"),
  );
  private readonly sheetButton = el(
    "button",
    { class: "btn btn-small", type: "button", testid: "sheet-button", title: t("bridge.scoreSheet") },
    t("bridge.score"),
  );
  protected readonly sheets: BridgeSheets;
  private auctionPinned = false;
  /** Answers to questions the bidder is typing, by call index (kept across redraws). */
  private readonly answerDrafts = new Map<number, string>();
  /** The claim or concession composer is open. */
  private composing: "claim" | "concede" | null = null;

  constructor(private readonly host: RendererHost) {
    super();
    this.dummy.eventMode = "passive";
    for (const o of this.open) o.eventMode = "none";
    this.scene.addChild(this.felt, ...this.badges, this.trick, this.dummy, ...this.open, this.hand);
    host.stage.addChild(this.scene);
    this.hand.onCardTap = (code) => this.tapCard(code);
    this.dummy.onCardTap = (code) => this.tapCard(code);
    this.box = new BiddingBox((call, extras) => host.act({ type: "call", call, ...extras }));
    this.auction.append(this.gridHost, this.box.element);
    host.overlay.append(this.info, this.auction, this.claimHost);
    this.sheets = new BridgeSheets(host.overlay, () => host.rematch());
    const compose = (what: "claim" | "concede") => {
      this.composing = this.composing === what ? null : what;
      this.redrawDom();
    };
    this.claimButton.addEventListener("click", () => compose("claim"));
    this.concedeButton.addEventListener("click", () => compose("concede"));
    this.auctionButton.addEventListener("click", () => {
      this.auctionPinned = !this.auctionPinned;
      this.redrawDom();
    });
    this.sheetButton.addEventListener("click", () => this.sheets.toggleSheet(this.view));
    this.promptBox.append(this.promptText, this.claimButton, this.concedeButton, this.auctionButton, this.sheetButton);
    replaceChildren(host.prompt, this.promptBox);
  }

  update(ctx: TableContext): void {
    const prev = ctx.snapshot.gameNo === this.shownGame ? this.view : null;
    this.ctx = ctx;
    const v = readBridgeView(ctx.snapshot);
    this.view = v;
    this.shownGame = ctx.snapshot.gameNo;
    if (v && prev && v.results.length > prev.results.length && v.phase !== "over") this.sheets.showDeal(v);
    // A replay stepped back before the deal shown: its summary no longer belongs to the table.
    else if (v && prev && v.results.length < prev.results.length) this.sheets.hideDeal();
    else if (v) this.sheets.updateRecord(v);
    if (!v || !prev || v.dealNo !== prev.dealNo || v.phase !== "play") this.composing = null;
    if (v && prev && v.dealNo !== prev.dealNo) {
      this.auctionPinned = false;
      this.answerDrafts.clear();
    }
    if (v?.phase === "over") this.sheets.showGame(v, this.me() === null ? null : this.me()! % 2, ctx.canStart);
    else this.sheets.hideGame();
    this.draw();
    this.redrawDom();
  }

  resize(width: number, height: number): void {
    this.layout = bridgeLayout(width, height);
    this.host.tweens.finishAll();
    this.felt.resize(width, height);
    this.hand.layout(this.layout.hand);
    this.trick.setCardWidth(this.layout.trick.cardW);
    this.draw();
    this.redrawDom();
  }

  /** My hand, or the dummy when I play it, or (a replay) any face-up hand. */
  override cardCenter(code: string): { x: number; y: number } | null {
    const v = this.view;
    if (!v) return null;
    if (v.hand?.includes(code) && this.hand.has(code)) return this.hand.visibleCenter(code);
    if (this.dummy.visible && this.dummy.has(code)) return this.dummy.visibleCenter(code);
    if (v.hands?.[this.bottom()]?.includes(code) && this.hand.has(code)) return this.hand.visibleCenter(code);
    for (const o of this.open) if (o.visible && o.has(code)) return o.visibleCenter(code);
    return null;
  }

  protected get handFan(): HandFan {
    return this.hand;
  }

  destroy(): void {
    this.sheets.destroy();
    this.info.remove();
    this.auction.remove();
    this.claimHost.remove();
    this.promptBox.remove();
    this.scene.destroy({ children: true });
  }

  // --- seating ------------------------------------------------------------------------------------

  private me(): number | null {
    return this.ctx ? viewerSeats(this.ctx.snapshot, 4).me : null;
  }

  /**
   * The seat at the bottom: mine; for an all-seeing viewer (a finished game's replay) the seat it played, if
   * any; else South.
   */
  private bottom(): number {
    return this.ctx ? viewerSeats(this.ctx.snapshot, 4, 2).bottom : 2;
  }

  /** Where a face-up hand at `spot` goes: dummy's area there; on a phone, a third of the band each when all show. */
  private openBox(spot: Spot, all: boolean): { box: Box; card: number } {
    const L = this.layout;
    const box = L.dummy[spot];
    if (!L.compact || !all) return { box, card: L.dummyCard };
    const i = ["left", "top", "right"].indexOf(spot);
    const w = box.w / 3;
    return { box: { x: box.x + i * w, y: box.y, w: w - 4, h: box.h }, card: Math.max(18, Math.min(L.dummyCard, Math.floor(w / 4) - 6)) };
  }

  private spotOf(seat: number): Spot {
    return SPOTS[spotOf(seat, this.bottom(), 4)];
  }

  private name(seat: number): string {
    if (seat === this.me()) return t("seats.you");
    return this.ctx ? nameOfSeat(this.ctx.snapshot, seat, seatName) : seatName(seat);
  }

  // --- canvas -------------------------------------------------------------------------------------

  private draw(): void {
    const v = this.view;
    const L = this.layout;
    const snap = this.ctx?.snapshot;
    const me = this.me();
    const bottom = this.bottom();
    for (let seat = 0; seat < 4; seat++) {
      const spot = this.spotOf(seat);
      const b = this.badges[SPOTS.indexOf(spot)];
      const box = L.badges[spot];
      b.position.set(box.x, box.y);
      b.layout(box.w, box.h);
      const s = snap?.seats[seat];
      const role = v && v.declarer === seat ? t("bridge.declarer") : v && v.dummy === seat && v.phase !== "auction" ? t("bridge.dummy") : "";
      const detail = [
        seatName(seat),
        seat === v?.dealer ? t("bridge.dealer") : "",
        role,
        v && v.phase !== "over" ? t("bridge.cards", { count: v.handCounts[seat] ?? 0 }) : "",
      ]
        .filter(Boolean)
        .join(" · ");
      const active = !!v && (v.phase === "auction" || v.phase === "play") && v.turn === seat;
      b.set({ name: this.name(seat), detail, kind: s?.kind ?? "empty", connected: s?.connected ?? false, active, pile: null, deadline: s?.deadline ?? 0 });
    }

    // My hand (or, for a spectator, South's when South is dummy; the moderator sees South's).
    const legal = new Set(v?.legal ?? []);
    const myTurnHere = !!v && v.phase === "play" && me !== null && v.actor === me;
    let cards: FanCard[] = [];
    if (v?.hand) {
      const mine = v.turn === me && myTurnHere;
      cards = v.hand.map((code) => ({ code, face: faces(code), raised: mine && legal.has(code), dimmed: mine && !legal.has(code) }));
    } else if (v?.dummyHand && v.dummy === bottom) cards = v.dummyHand.map((code) => ({ code, face: faces(code) }));
    else if (v?.hands) cards = (v.hands[bottom] ?? []).map((code) => ({ code, face: faces(code) }));
    this.hand.setInteractive(!!v?.hand && myTurnHere && v.turn === me);
    this.hand.layout(L.hand);
    this.hand.setCards(cards);

    // Dummy, face up in suit columns, unless dummy is the bottom hand.
    const allShown = !!v?.hands;
    const dummyShown = !!v?.dummyHand && v.dummy !== bottom && v.phase !== "over";
    this.dummy.visible = dummyShown;
    if (dummyShown && v) {
      const spot = this.spotOf(v.dummy);
      const at = this.openBox(spot, allShown);
      this.dummy.layout(at.box, at.card);
      const tappable = myTurnHere && v.turn === v.dummy;
      this.dummy.set(v.dummyHand!, tappable ? v.legal : [], tappable, L.compact ? t("bridge.dummyCaption", { seat: seatName(v.dummy) }) : "");
    }

    // Every other hand, when the view holds them all (a finished game's replay): face up at its seat.
    (["left", "top", "right"] as Spot[]).forEach((spot, i) => {
      const o = this.open[i];
      const seat = (bottom + SPOTS.indexOf(spot)) % 4;
      const cards = v?.hands?.[seat] ?? [];
      o.visible = allShown && !(dummyShown && v?.dummy === seat) && cards.length > 0;
      if (!o.visible) return;
      const at = this.openBox(spot, true);
      o.layout(at.box, at.card);
      o.set(cards, [], false, L.compact ? seatName(seat) : "");
    });

    // The trick: in progress, or the last one (winner marked) until the next lead.
    const T = L.trick;
    let tcards: TrickCard[] = [];
    if (v && (v.phase === "play" || v.phase === "claim")) {
      const showingLast = v.trick.length === 0 && v.played.length > 0;
      const t = showingLast ? v.played[v.played.length - 1] : { leader: v.leader, cards: v.trick, winner: -1 };
      tcards = t.cards.map((code, i) => {
        const seat = (t.leader + i) % 4;
        const spot = this.spotOf(seat);
        const dx = spot === "left" ? -T.dx : spot === "right" ? T.dx : 0;
        const dy = spot === "top" ? -T.dy : spot === "bottom" ? T.dy : 0;
        return { code, face: faces(code), x: T.cx + dx, y: T.cy + dy, highlight: showingLast && seat === t.winner };
      });
    }
    this.trick.setCardWidth(T.cardW);
    this.trick.setCards(tcards);
    this.trick.setCaption("", T.cx, T.cy, 100);
  }

  private tapCard(code: string): void {
    const v = this.view;
    if (!v || v.phase !== "play") return;
    this.host.act({ type: "play", card: code });
  }

  // --- DOM ----------------------------------------------------------------------------------------

  private redrawDom(): void {
    const v = this.view;
    const L = this.layout;
    const me = this.me();
    this.info.hidden = !v;
    if (v) this.drawInfo(v);
    place(this.info, L.info);

    // Auction grid and bidding box: during the auction, until the opening lead, or when pinned.
    const early = v?.phase === "play" && v.played.length === 0 && v.trick.length === 0;
    const showAuction = !!v && (v.phase === "auction" || early || (this.auctionPinned && v.phase !== "over"));
    this.auction.hidden = !showAuction;
    if (v && showAuction) {
      const names = [0, 1, 2, 3].map((s) => (s === me ? t("seats.you") : this.name(s)));
      // Questions about calls are for the live deal's players (alerts.ts judges who may ask what).
      const live = v.phase === "auction" || v.phase === "play";
      const ask = live ? { me, onAsk: (call: number) => this.host.act({ type: "ask", call }) } : undefined;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.testid : undefined;
      const grid = auctionGrid(v.calls, v.dealer, names, "auction-grid", v.notes, ask);
      const notes = auctionNotes(v.calls, v.dealer, v.notes, me, names, this.answerDrafts, (call, text) =>
        this.host.act({ type: "explain", call, explain: text }),
      );
      replaceChildren(this.gridHost, notes, grid);
      if (focused?.startsWith("answer-")) (this.gridHost.querySelector(`[data-testid="${focused}"]`) as HTMLElement | null)?.focus();
      const calls = v.phase === "auction" ? v.legal : [];
      this.box.element.hidden = calls.length === 0;
      // A finished game's replay shows every hand: the auction then starts below the top hand, not over it.
      const band = L.dummy.top;
      const below = band.y + band.h + 4;
      const mb = v.hands && below > L.middle.y ? { ...L.middle, y: below, h: L.middle.y + L.middle.h - below } : L.middle;
      // The full box (seven levels of bids) takes some 270 px; below this the auction above it would be squeezed out.
      this.box.setTight(mb.h < TIGHT_BOX_BELOW);
      this.box.set(calls);
      const width = Math.min(mb.w, L.compact ? 340 : 360);
      place(this.auction, { x: mb.x + (mb.w - width) / 2, y: mb.y, w: width, h: 0 });
      this.auction.style.maxHeight = `${Math.round(mb.h)}px`;
    }
    this.drawClaim(v);
    this.promptText.replaceChildren(...this.promptParts(v));
    this.promptBox.classList.toggle("prompt-mine", !!v && v.legal.length > 0);
    this.claimButton.hidden = !v?.legal.includes("claim");
    this.concedeButton.hidden = !v?.legal.includes("concede");
    this.auctionButton.hidden = !v || v.phase === "auction" || v.phase === "over";
    this.sheetButton.hidden = !v;
  }

  private drawInfo(v: BridgeView): void {
    const declSide = v.declarer >= 0 ? v.declarer % 2 : 0;
    const vulChip = (side: "ns" | "ew") => {
      const on = v.vul === "both" || v.vul === side;
      return el("span", { class: on ? "bridge-vul bridge-vul-on" : "bridge-vul" }, side === "ns" ? t("bridge.pairNS") : t("bridge.pairEW"));
    };
    const contract = v.contract
      ? el(
          "span",
          {},
          callNode(v.contract.replace(/X+$/, "")),
          v.contract.match(/X+$/)?.[0] ?? "",
          ` ${t("bridge.by", { seat: this.compact() ? seatLetter(v.declarer) : seatName(v.declarer) })}`,
        )
      : el("span", { class: "muted" }, v.phase === "auction" ? t("bridge.bidding") : "—");
    const tricks = v.contract ? t("bridge.tricksLine", { declarer: v.won[declSide], defenders: v.won[1 - declSide] }) : scoringName(v.scoring);
    replaceChildren(
      this.info,
      el(
        "div",
        { class: "bridge-info-row" },
        el(
          "span",
          { testid: "bridge-board" },
          t(this.compact() ? "bridge.boardLineCompact" : "bridge.boardLine", { board: v.board, dealer: seatLetter(v.dealer) }),
        ),
        el("span", { class: "bridge-vuls", testid: "bridge-vul" }, vulChip("ns"), vulChip("ew")),
      ),
      el("div", { class: "bridge-info-row bridge-contract", testid: "bridge-contract" }, contract),
      el("div", { class: "bridge-info-row", testid: "bridge-tricks" }, tricks),
      el("div", { class: "bridge-info-row muted", testid: "bridge-score" }, scoreLine(v.scoring, v.scores)),
    );
  }

  private compact(): boolean {
    return this.layout.compact;
  }

  private drawClaim(v: BridgeView | null): void {
    const L = this.layout;
    let panel: HTMLElement | null = null;
    if (v && this.composing && v.legal.includes(this.composing)) {
      const what = this.composing;
      const left = 13 - v.played.length;
      const select = el("select", {
        class: "field-input",
        testid: `${what}-tricks`,
        "aria-label": t(what === "claim" ? "bridge.claimTricksLabel" : "bridge.concedeTricksLabel"),
      }) as HTMLSelectElement;
      for (let n = what === "claim" ? left : 0; what === "claim" ? n >= 0 : n <= left; n += what === "claim" ? -1 : 1)
        select.append(el("option", { value: n }, t("bridge.nOfLeft", { n, left })));
      const confirm = el(
        "button",
        { class: "btn btn-primary btn-small", type: "button", testid: `${what}-confirm` },
        t(what === "claim" ? "bridge.claim" : "bridge.concede"),
      );
      confirm.addEventListener("click", () => {
        this.composing = null;
        this.host.act({ type: what, tricks: Number(select.value) });
      });
      const cancel = el("button", { class: "btn btn-small", type: "button", testid: `${what}-cancel` }, t("bridge.cancel"));
      cancel.addEventListener("click", () => {
        this.composing = null;
        this.redrawDom();
      });
      const text = t(what === "claim" ? "bridge.claimText" : "bridge.concedeText");
      panel = el(
        "div",
        { class: "sheet bridge-claim", testid: `${what}-composer` },
        el("h3", {}, t(what === "claim" ? "bridge.claimTitle" : "bridge.concedeTitle")),
        el("p", {}, text),
        select,
        el("div", { class: "sheet-actions" }, cancel, confirm),
      );
    } else if (v?.phase === "claim" && v.claim && v.claim.by !== v.declarer) {
      // A defender's concession: the declarer accepts or rejects; the conceder's partner may object (Law 68B2).
      const left = 13 - v.played.length;
      const accept = el("button", { class: "btn btn-primary btn-small", type: "button", testid: "concession-accept" }, t("aids.accept"));
      accept.addEventListener("click", () => this.host.act({ type: "acceptConcession" }));
      const reject = el(
        "button",
        { class: "btn btn-small", type: "button", testid: "concession-reject" },
        t(v.legal.includes("acceptConcession") ? "bridge.reject" : "bridge.object"),
      );
      reject.addEventListener("click", () => this.host.act({ type: "rejectConcession" }));
      panel = el(
        "div",
        { class: "sheet bridge-claim", testid: "concession-panel" },
        el(
          "h3",
          {},
          v.claim.by === this.me()
            ? t("bridge.youConcede", { tricks: v.claim.tricks, count: left })
            : t("bridge.concedes", { name: this.name(v.claim.by), tricks: v.claim.tricks, count: left }),
        ),
        el(
          "p",
          { class: "muted" },
          v.legal.includes("acceptConcession")
            ? t("bridge.acceptQ")
            : v.legal.includes("rejectConcession")
              ? t("bridge.partnerConcession")
              : t("bridge.waitingAnswer", { name: this.name(v.declarer) }),
        ),
        v.legal.length ? el("div", { class: "sheet-actions" }, reject, v.legal.includes("acceptConcession") ? accept : null) : null,
      );
    } else if (v?.phase === "claim" && v.claim) {
      const left = 13 - v.played.length;
      const answer = v.legal.includes("accept");
      const accept = el("button", { class: "btn btn-primary btn-small", type: "button", testid: "claim-accept" }, t("aids.accept"));
      accept.addEventListener("click", () => this.host.act({ type: "acceptClaim" }));
      const reject = el("button", { class: "btn btn-small", type: "button", testid: "claim-reject" }, t("bridge.reject"));
      reject.addEventListener("click", () => this.host.act({ type: "rejectClaim" }));
      const waiting = [1, 3]
        .map((k) => (v.declarer + k) % 4)
        .filter((d) => !v.claim!.accepted.includes(d))
        .map((d) => this.name(d));
      panel = el(
        "div",
        { class: "sheet bridge-claim", testid: "claim-panel" },
        el(
          "h3",
          {},
          v.declarer === this.me()
            ? t("bridge.youClaim", { tricks: v.claim.tricks, count: left })
            : t("bridge.claims", { name: this.name(v.declarer), tricks: v.claim.tricks, count: left }),
        ),
        v.declarerHand ? el("p", { class: "bridge-claim-hand" }, t("bridge.declarerCards", { cards: cardsText(v.declarerHand) })) : null,
        el("p", { class: "muted" }, answer ? t("bridge.acceptClaimQ") : t("bridge.waitingAnswer", { name: waiting.join(t("move.and")) })),
        answer ? el("div", { class: "sheet-actions" }, reject, accept) : null,
      );
    }
    replaceChildren(this.claimHost, panel);
    const mb = L.middle;
    const width = Math.min(mb.w, 340);
    const x = mb.x + (mb.w - width) / 2;
    let y = mb.y + (L.compact ? 0 : 20);
    // never over dummy: the claim is judged by dummy's cards (and the claimer's, shown in the panel)
    let least = y;
    if (panel && v && this.dummy.visible) {
      const d = this.openBox(this.spotOf(v.dummy), !!v.hands).box;
      if (x < d.x + d.w && d.x < x + width && y < d.y + d.h) least = y = d.y + d.h + 8;
    }
    place(this.claimHost, { x, y, w: width, h: 0 });
    if (!panel) return;
    // nor over my hand (its raised cards' top): a panel too tall for the room below dummy moves up to the hand,
    // and where even that is not enough (a short phone, a long hand to claim with) it scrolls within the room
    const f = L.hand;
    const handTop = f.cy - (f.cardWidth * 1.4) / 2 - (f.raise ?? 0) - 4;
    panel.style.maxHeight = "";
    const h = panel.offsetHeight;
    if (y + h <= handTop) return;
    y = Math.max(least, handTop - h);
    if (y + h > handTop) panel.style.maxHeight = `${Math.max(0, Math.floor(handTop - y))}px`;
    place(this.claimHost, { x, y, w: width, h: 0 });
  }

  private promptParts(v: BridgeView | null): (string | Node)[] {
    const snap: TableSnapshot | undefined = this.ctx?.snapshot;
    if (!v) {
      const free = snap?.seats.filter((s) => s.kind === "empty").length ?? 0;
      return [snap ? beforeStartText(snap, this.ctx?.canStart ?? false, t("bridge.waitingInvite", { waiting: t("play.waitingMore", { count: free }) })) : ""];
    }
    const me = this.me();
    const strong = (t: string) => el("strong", {}, t);
    if (v.phase === "over") return [strong(t("play.gameOver")), " ", scoreLine(v.scoring, v.scores)];
    if (v.phase === "deal") return [t("play.waitingDeal")];
    if (v.phase === "claim" && v.claim && v.claim.by !== v.declarer)
      return [strong(t("bridge.concessionStrong")), " ", v.legal.includes("acceptConcession") ? t("bridge.acceptConcession") : t("bridge.waitingDeclarer")];
    if (v.phase === "claim") return [strong(t("bridge.claimStrong")), " ", v.legal.includes("accept") ? t("bridge.acceptClaim") : t("bridge.waitingDefenders")];
    if (v.phase === "auction") {
      if (v.turn === me) return [strong(t("bridge.yourCall")), " ", t("bridge.chooseCall")];
      return [t("bridge.toCall", { name: this.name(v.turn) })];
    }
    if (me !== null && v.actor === me) {
      if (v.turn === v.dummy) return [strong(t("bridge.dummyTurn")), " ", t("bridge.playFromDummy")];
      return [
        strong(t("play.yourTurn")),
        " ",
        v.trick.length === 0 ? (v.played.length === 0 ? t("bridge.openingLead") : t("play.leadAny")) : t("play.playHighlighted"),
      ];
    }
    if (me !== null && me === v.dummy) return [t("bridge.youAreDummy", { name: this.name(v.declarer) })];
    const who = v.turn === v.dummy ? t("bridge.fromDummy", { name: this.name(v.declarer) }) : this.name(v.turn);
    return [t("bridge.toPlay", { name: who })];
  }
}
