/**
 * The Skat table: my hand at the bottom (sorted by the engine for the announced game: trumps first,
 * jacks in their suits in null), the other seats around (3 or 4; the 4-seat dealer sits out), an ouvert
 * hand face up, the trick or the face-down skat in the middle, and DOM controls for the bidding
 * dialogue, the skat, the discard, the declaration, kontra, the deal summaries and the tournament list.
 * It never decides legality: it offers what the view's `legal`/`declarations` list and sends it.
 *
 * data-testids: skat-prompt, skat-bid, skat-hold, skat-pass, skat-pickup, skat-hand, skat-discard,
 * skat-declare, skat-kontra, skat-re, skat-sup, skat-sheet-button; skat-declare-dialog, skat-game-<game>,
 * skat-variant-<key>, skat-declare-confirm, skat-declare-cancel; skat-deal-summary, skat-value-line,
 * skat-summary-close; skat-score-sheet, skat-sheet-close; game-summary, rematch-button.
 */
import { t } from "../../i18n/i18n";
import { cardLabel, frenchFaces } from "../../table/french-faces";
import { CardTableRenderer } from "../../table/card-table-renderer";
import type { FanCard, HandFan } from "../../table/hand-fan";
import { seatName, spotOf, viewerSeats } from "../../table/seat-spots";
import type { TrickCard } from "../../table/trick-area";
import type { TableSnapshot } from "../../net/snapshot";
import type { RendererHost, TableContext } from "../types";
import { DeclareDialog, SkatBar, type BarButton } from "./controls";
import { skatLayout, type SkatLayout, type Slot } from "./layout";
import { SkatScene } from "./scene";
import { SkatSheets } from "./sheets";
import { biddingLine, contractName, parseDeclaration, position } from "./texts";
import { readSkatView, trickOwners, type SkatView } from "./view";

const faces = frenchFaces({ fourColour: true });

export class SkatRenderer extends CardTableRenderer<SkatView> {
  private readonly scene = new SkatScene();
  private readonly bar: SkatBar;
  private readonly dialog: DeclareDialog;
  protected readonly sheets: SkatSheets;
  private layout: SkatLayout = skatLayout(800, 600, 3);
  private size = { w: 800, h: 600 };
  private selected: string[] = [];
  private wantsHand = false;
  private shownGame = -1;
  private shownRows = -1;

  constructor(private readonly host: RendererHost) {
    super();
    host.stage.addChild(this.scene);
    this.bar = new SkatBar(host.prompt);
    this.sheets = new SkatSheets(host.overlay, () => host.rematch());
    this.dialog = new DeclareDialog(host.overlay, (key) => {
      const d = parseDeclaration(key);
      this.wantsHand = false;
      host.act({ type: "declare", game: d.game, hand: d.hand, schneider: d.schneider, schwarz: d.schwarz, ouvert: d.ouvert });
    });
    this.scene.hand.onCardTap = (code) => this.tap(code);
  }

  update(ctx: TableContext): void {
    this.ctx = ctx;
    const snap = ctx.snapshot;
    const view = readSkatView(snap);
    const names = this.names(snap);
    const me = this.me(snap);
    if (view && this.layoutSeats() !== view.seats) this.relayout(view.seats);
    // A newly settled deal: its summary (not when a game is first shown or a rematch starts).
    if (view && snap.gameNo === this.shownGame && view.rows.length > this.shownRows && this.shownRows >= 0) {
      const row = view.rows[view.rows.length - 1];
      if (view.phase !== "over") this.sheets.showDeal(row, names, view.seats, me);
    }
    // A new game, or a replay stepped back before the deal shown: its summary no longer belongs to the table.
    if (snap.gameNo !== this.shownGame || (view && view.rows.length < this.shownRows)) this.sheets.hideDeal();
    this.shownGame = snap.gameNo;
    this.shownRows = view ? view.rows.length : -1;
    if (view?.phase === "over") this.sheets.showGame(view.standing, names, view.winners, me, ctx.canStart, view.scoring === "tournament");
    else this.sheets.hideGame();
    if (!view || view.phase !== "discard" || view.declarer !== me) this.selected = [];
    if (!view || view.phase !== "skat") this.wantsHand = false;
    this.view = view;
    this.draw();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.relayout(this.view?.seats ?? 3);
    if (this.ctx) this.draw();
  }

  protected get handFan(): HandFan {
    return this.scene.hand;
  }

  destroy(): void {
    this.bar.destroy();
    this.dialog.hide();
    this.sheets.destroy();
    this.scene.destroy({ children: true });
  }

  // --- seating ------------------------------------------------------------------------------------

  private seatsShown = 3;
  private layoutSeats(): number {
    return this.seatsShown;
  }

  private relayout(seats: number): void {
    this.seatsShown = seats;
    this.layout = skatLayout(this.size.w, this.size.h, seats);
    this.host.tweens.finishAll();
    this.scene.place(this.layout, this.size.w, this.size.h);
  }

  private me(snap: TableSnapshot): number | null {
    return viewerSeats(snap, snap.seats.length).me;
  }

  private names(snap: TableSnapshot): string[] {
    const me = this.me(snap);
    return snap.seats.map((_, i) => (i === me ? t("seats.you") : seatName(snap, i)));
  }

  /** The screen slot of each seat: me (or seat 0) at the bottom, the others clockwise from my left. */
  private slotOf(seat: number, seats: number, bottom: number): Slot {
    const order: Slot[] = seats === 4 ? ["bottom", "left", "top", "right"] : ["bottom", "left", "right"];
    return order[spotOf(seat, bottom, seats)];
  }

  // --- drawing ------------------------------------------------------------------------------------

  private draw(): void {
    const ctx = this.ctx;
    if (!ctx) return;
    const snap = ctx.snapshot;
    const v = this.view;
    const L = this.layout;
    const seats = v?.seats ?? snap.seats.length;
    const { me, bottom } = viewerSeats(snap, seats);
    const names = this.names(snap);
    const { scene } = this;

    // Badges.
    const used = new Set<Slot>();
    for (let seat = 0; seat < seats; seat++) {
      const slot = this.slotOf(seat, seats, bottom);
      used.add(slot);
      const s = snap.seats[seat];
      scene.badges[slot].visible = true;
      scene.badges[slot].set({
        name: names[seat],
        detail: v ? this.badgeDetail(v, seat) : s?.kind === "empty" ? t("play.seatFree") : s?.kind === "bot" ? t("seats.bot") : "",
        kind: s?.kind ?? "empty",
        connected: s?.connected ?? false,
        active: !!v && v.phase !== "over" && v.turn === seat,
        pile: v && (v.phase === "play" || v.phase === "kontra") && !(seats === 4 && seat === v.dealer) ? (v.tricks[seat] ?? 0) : null,
        deadline: s?.deadline ?? 0,
      });
    }
    for (const slot of Object.keys(scene.badges) as Slot[]) if (!used.has(slot)) scene.badges[slot].visible = false;

    // My hand.
    const legal = new Set(v?.legal ?? []);
    const playing = v?.phase === "play" && legal.size > 0;
    const discarding = v?.phase === "discard" && legal.has("discard");
    const hand: FanCard[] = (v?.hand ?? []).map((code) => ({
      code,
      face: faces(code),
      raised: discarding ? this.selected.includes(code) : playing && legal.has(code),
      dimmed: playing && !legal.has(code),
    }));
    // Watching: the bottom seat's cards, face up for the moderator, else face down (issue 27, item 9).
    if (v && !v.hand) {
      const theirs = (v as { hands?: string[][] }).hands?.[bottom];
      hand.push(
        ...(theirs
          ? theirs.map((code: string) => ({ code, face: faces(code) }))
          : Array.from({ length: v.handCounts[bottom] ?? 0 }, (_, i) => ({ code: `back-${bottom}-${i}`, face: null }))),
      );
    }
    scene.hand.setInteractive(!!v?.hand && (playing || discarding));
    scene.hand.setCards(hand);

    // An ouvert declarer's hand, face up for everyone else.
    const ouvert = v && v.ouvertHand.length && v.declarer !== me ? v.ouvertHand : [];
    scene.ouvert.setCards(ouvert.map((code) => ({ code: `o-${code}`, face: faces(code) })));

    // The middle: the trick in progress, else the last trick (winner marked), else the face-down skat.
    const T = L.trick;
    const at: Record<Slot, [number, number]> = {
      bottom: [T.cx, T.cy + T.dy],
      left: [T.cx - T.dx, T.cy],
      top: [T.cx, T.cy - T.dy],
      right: [T.cx + T.dx, T.cy],
    };
    let cards: TrickCard[] = [];
    let caption = "";
    if (v) {
      const showingLast = v.trick.length === 0 && v.lastTrick.length > 0;
      const owners = v.trick.length ? trickOwners(v, v.trick, v.leader) : showingLast ? trickOwners(v, v.lastTrick, v.lastLeader) : [];
      cards = owners.map(({ code, seat }) => {
        const [x, y] = at[this.slotOf(seat, seats, bottom)];
        return { code, face: faces(code), x, y, highlight: showingLast && seat === v.lastWinner };
      });
      if (!owners.length && (v.phase === "bidding" || v.phase === "skat")) {
        cards = [0, 1].map((i) => ({ code: `skat-${i}`, face: null, x: T.cx + (i - 0.5) * T.cardW * 0.55, y: T.cy }));
      }
      caption = this.caption(v, names, this.me(snap), showingLast);
    } else {
      const free = snap.seats.filter((s) => s.kind === "empty").length;
      caption = snap.status === "waiting" ? (free ? t("play.waitingMore", { count: free }) : t("play.readyToStart")) : "";
    }
    scene.trick.setCards(cards);
    scene.trick.setCaption(caption, T.cx, v ? T.captionY : T.cy - 20, T.captionW);

    // Score panel (desktop).
    if (L.score && v) {
      scene.score.visible = true;
      scene.score.set({
        title:
          v.scoring === "beer"
            ? t("skat.beerTitle", { n: v.dealNo + 1, limit: v.beerLimit })
            : t("play.dealOf", { n: Math.min(v.dealNo + 1, v.dealsTotal), total: v.dealsTotal }),
        columns: [t("skat.colWL"), t("play.total")],
        rows: Array.from({ length: seats }, (_, i) => ({
          label: names[i],
          cells: [`${v.standing[i]?.won ?? 0}/${v.standing[i]?.lost ?? 0}`, String(v.scores[i] ?? 0)],
          active: v.turn === i,
        })),
        footer: v.contract
          ? `${t("skat.footer", { name: names[v.declarer], game: contractName(v.contract), bid: v.bidValue })}${v.kontra ? " · " + t(["", "skat.kontraWord", "skat.reWord", "skat.supWord"][v.kontra]) : ""}`
          : undefined,
      });
    } else scene.score.visible = false;

    this.updateControls(v, names, me);
  }

  private badgeDetail(v: SkatView, seat: number): string {
    const parts: string[] = [];
    if (v.seats === 4 && seat === v.dealer && v.phase !== "over") return t("skat.dealsOut");
    if (seat === v.declarer) parts.push(v.contract ? t("skat.declarerGame", { game: contractName(v.contract) }) : t("skat.declarerBid", { bid: v.bidValue }));
    else parts.push(position(v, seat));
    if (v.phase === "bidding") {
      const last = [...v.words].reverse().find((w) => w.seat === seat);
      if (last)
        parts.push(
          last.say === "bid"
            ? t("skat.saidBadge", { value: last.value })
            : last.say === "hold"
              ? t("skat.yesBadge", { value: last.value })
              : t("skat.passedBadge"),
        );
    }
    if (v.kontraBy === seat) parts.push(t("skat.kontraBadge"));
    parts.push(t("play.points", { count: v.scores[seat] ?? 0 }));
    return parts.join(" · ");
  }

  private caption(v: SkatView, names: string[], me: number | null, showingLast: boolean): string {
    if (v.phase === "over") return "";
    if (v.phase === "bidding")
      return biddingLine(v, (s) => names[s]) || (v.mh === me ? t("skat.youOpenBidding") : t("skat.opensBidding", { name: names[v.mh] }));
    if (showingLast && v.lastWinner >= 0) return v.lastWinner === me ? t("skat.youTookTrick") : t("play.tookTrick", { name: names[v.lastWinner] });
    if (v.ramsch && v.trick.length === 0) return t("skat.ramschCaption");
    if (v.contract && v.trick.length === 0)
      return v.declarer === me
        ? t("skat.youPlay", { game: contractName(v.contract) })
        : t("skat.plays", { name: names[v.declarer], game: contractName(v.contract) });
    return "";
  }

  // --- controls -----------------------------------------------------------------------------------

  private updateControls(v: SkatView | null, names: string[], me: number | null): void {
    const buttons: BarButton[] = [];
    const act = (a: Record<string, unknown>) => () => this.host.act(a as { type: string });
    let lead = "";
    let text = "";
    const mine = !!v && v.legal.length > 0;
    if (!v) {
      text = this.ctx?.snapshot.status === "waiting" ? t(this.ctx.canStart ? "play.fillSeats" : "play.waitingStart") : "";
    } else if (v.phase === "over") {
      lead = t("play.gameOver");
      text =
        v.winners.length !== 1
          ? t("play.sharedFirst")
          : v.winners[0] === me
            ? t("skat.youWinWith", { score: v.scores[me] })
            : t("skat.winsWith", { name: names[v.winners[0]], score: v.scores[v.winners[0]] });
    } else if (mine) {
      lead = t("play.yourTurn");
      const L = new Set(v.legal);
      if (v.phase === "bidding") {
        if (L.has("bid")) {
          text = v.stage === 3 ? t("skat.bothPassed") : t("skat.youAsk", { name: names[v.listener] });
          buttons.push({
            id: "skat-bid",
            label: t(v.stage === 3 ? "skat.playAt" : "skat.say", { value: v.nextBid }),
            primary: true,
            run: act({ type: "bid", value: v.nextBid }),
          });
        }
        if (L.has("hold")) {
          text = t("skat.bidderSays", { name: names[v.bidder], value: v.value });
          buttons.push({ id: "skat-hold", label: t("skat.yes", { value: v.value }), primary: true, run: act({ type: "hold" }) });
        }
        buttons.push({ id: "skat-pass", label: t("skat.pass"), run: act({ type: "pass" }) });
      } else if (v.phase === "skat") {
        text = t("skat.wonBidding", { value: v.bidValue });
        buttons.push({ id: "skat-pickup", label: t("skat.pickUp"), primary: true, run: act({ type: "pickUpSkat" }) });
        buttons.push({
          id: "skat-hand",
          label: t("skat.handGame"),
          run: () => {
            this.wantsHand = true;
            this.draw();
          },
        });
      } else if (v.phase === "discard") {
        text = t("skat.skatShown", { cards: v.skat.map(cardLabel).join(" "), n: this.selected.length });
        buttons.push({
          id: "skat-discard",
          label: t("skat.putAway"),
          primary: true,
          disabled: this.selected.length !== 2,
          run: () => this.selected.length === 2 && this.host.act({ type: "discard", cards: this.selected.slice() }),
        });
      } else if (v.phase === "declare") {
        text = t("skat.putAwayDone", { cards: v.discard.map(cardLabel).join(" ") });
      } else if (v.phase === "kontra") {
        text = v.kontra === 1 ? t("skat.saysKontra", { name: names[v.kontraBy] }) : t("skat.saysRe", { name: names[v.declarer] });
        if (L.has("re")) buttons.push({ id: "skat-re", label: t("skat.re"), primary: true, run: act({ type: "re" }) });
        if (L.has("sup")) buttons.push({ id: "skat-sup", label: t("skat.sup"), primary: true, run: act({ type: "sup" }) });
        buttons.push({ id: "skat-pass", label: t("skat.pass"), run: act({ type: "pass" }) });
      } else if (v.phase === "play") {
        text = v.turn !== me ? t("skat.mayKontra") : t(v.trick.length === 0 ? "play.leadAny" : "play.playHighlighted");
      }
      if (L.has("kontra")) buttons.push({ id: "skat-kontra", label: t("skat.kontra"), run: act({ type: "kontra" }) });
    } else if (v.turn >= 0) {
      text = t("play.waitingFor", { name: names[v.turn] });
      if (v.phase === "bidding")
        text =
          v.turn === v.listener
            ? v.bidder === me
              ? t("skat.youSayAnswers", { value: v.value, listener: names[v.listener] })
              : t("skat.answers", { name: names[v.bidder], value: v.value, listener: names[v.listener] })
            : t("skat.toBid", { name: names[v.turn] });
      if (v.phase === "skat") text = t("skat.otherWonBidding", { name: names[v.declarer], value: v.bidValue });
    } else text = t("play.waitingDeal");
    if (v) {
      buttons.push({
        id: "skat-sheet-button",
        label: t("skat.sheet"),
        run: () => this.sheets.toggleList(v.rows, v.standing, names, v.scoring === "tournament"),
      });
    }
    this.bar.set(lead, text, mine, buttons);

    const declaring = !!v && v.legal.includes("declare") && (v.phase === "declare" || this.wantsHand);
    if (declaring && v)
      this.dialog.show(
        v.declarations,
        v.bidValue,
        v.phase === "skat"
          ? () => {
              this.wantsHand = false;
              this.draw();
            }
          : null,
      );
    else this.dialog.hide();
  }

  private tap(code: string): void {
    const v = this.view;
    if (!v?.hand) return;
    if (v.phase === "discard") {
      this.selected = this.selected.includes(code) ? this.selected.filter((c) => c !== code) : [...this.selected, code].slice(-2);
      this.draw();
      return;
    }
    if (v.phase === "play") this.host.act({ type: "play", card: code });
  }
}
