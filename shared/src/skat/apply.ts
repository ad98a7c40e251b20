/**
 * `apply`: checks an action against §5 and plays it. Refusals never name a card the acting seat cannot
 * see (a card not in the hand is refused without echoing where it is).
 */
import * as resultModule from "../core/result";
import * as seatGateModule from "../core/seat-gate";
import type { Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import * as cardsModule from "./cards";
import * as dealModule from "./deal";
import * as ladderModule from "./ladder";
import * as legalModule from "./legal";
import * as scoreModule from "./score";
import * as stateModule from "./state";
import type { Draft, SkatState } from "./state";
import * as typesModule from "./types";
import type { Declaration, SkatAction, SkatGame } from "./types";
import * as valueModule from "./value";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { fail, failWith, ok } = resultModule;
const { seatGate } = seatGateModule;
const { classOf, followable, trickWinner } = cardsModule;
const { startDeal } = dealModule;
const { ladderFor } = ladderModule;
const { mayKontra, playKind } = legalModule;
const { settleGame, settlePassed, settleRamsch } = scoreModule;
const { draft, nextActive } = stateModule;
const { SKAT_GAMES } = typesModule;
const { nullValue } = valueModule;

type Out = Result<Applied<SkatState>>;
const done = (d: Draft, events: GameEvent[]): Out => ok({ state: d, events });

export function apply(s: SkatState, seat: number, action: SkatAction): Out {
  const gate = seatGate(s.phase, seat, s.seats, "deal");
  if (gate) return gate;
  const type = action.type;
  if (type === "kontra") return kontra(s, seat);
  if (seat !== s.turn) {
    if (seat !== s.fh && seat !== s.mh && seat !== s.rh) return fail("The dealer sits this deal out");
    return failWith("not_your_turn", "It is not your turn");
  }
  switch (s.phase) {
    case "bidding":
      if (type === "bid") return bid(s, seat, action.value);
      if (type === "hold") return hold(s, seat);
      if (type === "pass") return bidPass(s, seat);
      return fail("The bidding is on: bid, hold or pass");
    case "skat":
      if (type === "pickUpSkat") return pickUp(s, seat);
      if (type === "declare") return declare(s, seat, action);
      return fail("Pick up the skat, or declare a hand game");
    case "discard":
      if (type === "discard") return discard(s, seat, action.cards);
      return fail("First put two cards away (discard)");
    case "declare":
      if (type === "declare") return declare(s, seat, action);
      return fail("Declare your game");
    case "kontra":
      if (type === "re" && s.kontra === 1) return answer(s, true);
      if (type === "sup" && s.kontra === 2) return answer(s, true);
      if (type === "pass") return answer(s, false);
      return fail(s.kontra === 1 ? "Answer the kontra: re or pass" : "Answer the re: sup or pass");
    case "play":
      if (type === "play") return play(s, seat, action.card);
      return fail("Play a card");
  }
  return failWith("bad_action", `Unknown action ${JSON.stringify(type)}`);
}

// --- bidding (§5.1) -----------------------------------------------------------------------------

function bid(s: SkatState, seat: number, value: number): Out {
  if (s.stage !== 3 && seat !== s.bidder) return fail("You are listening: answer yes (hold) or pass; the listener never bids");
  if (!ladderFor(s.opts.grandValue).includes(value)) return fail(`${String(value)} is not a value on the bid ladder`);
  if (value <= s.value) return fail(`Bid more than ${s.value}`);
  const d = draft(s);
  d.words = [...s.words, { seat, say: "bid", value }];
  d.value = value;
  if (s.stage === 3) return declarerFound(d, seat, [{ type: "bid", seat, value }]);
  d.turn = s.listener;
  return done(d, [{ type: "bid", seat, value }]);
}

function hold(s: SkatState, seat: number): Out {
  if (s.stage === 3 || seat === s.bidder) return fail("You are asking: say a value or pass; only the listener holds");
  const d = draft(s);
  d.words = [...s.words, { seat, say: "hold", value: s.value }];
  d.turn = s.bidder;
  return done(d, [{ type: "hold", seat, value: s.value }]);
}

function bidPass(s: SkatState, seat: number): Out {
  const d = draft(s);
  d.words = [...s.words, { seat, say: "pass", value: s.value }];
  const events: GameEvent[] = [{ type: "pass", seat }];
  if (s.stage === 1) {
    // Stage 2: Rearhand asks whoever is left of Forehand and Middlehand (ruling 2: the value carries over).
    d.stage = 2;
    d.bidder = s.rh;
    d.listener = seat === s.bidder ? s.listener : s.bidder;
    d.turn = s.rh;
    return done(d, events);
  }
  if (s.stage === 2) {
    if (seat === s.listener) return declarerFound(d, s.rh, events);
    if (s.value > 0) return declarerFound(d, s.listener, events);
    d.stage = 3;
    d.bidder = s.fh;
    d.listener = -1;
    d.turn = s.fh;
    return done(d, events);
  }
  return allPassed(d, events);
}

function declarerFound(d: Draft, seat: number, events: GameEvent[]): Out {
  d.declarer = seat;
  d.bidValue = d.value;
  d.phase = "skat";
  d.turn = seat;
  events.push({ type: "declarer", seat, value: d.value });
  return done(d, events);
}

/** Three passes (§5.7): a redeal scoring 0, or Ramsch. */
function allPassed(d: Draft, events: GameEvent[]): Out {
  if (d.opts.allPass === "ramsch") {
    d.ramsch = true;
    d.phase = "play";
    d.leader = d.fh;
    d.turn = d.fh;
    events.push({ type: "ramsch" });
    return done(d, events);
  }
  settlePassed(d);
  events.push({ type: "passedOut" });
  if (d.phase !== "over") startDeal(d, d.dealNo + 1, events);
  return done(d, events);
}

// --- skat, discard, declaration (§5.2–5.4) --------------------------------------------------------

function pickUp(s: SkatState, seat: number): Out {
  const d = draft(s);
  d.hands = s.hands.map((h, i) => (i === seat ? [...h, ...s.skat] : h));
  d.pickedUp = true;
  d.phase = "discard";
  return done(d, [{ type: "pickUpSkat", seat }]);
}

function discard(s: SkatState, seat: number, cards: readonly string[]): Out {
  if (cards.length !== 2) return fail("Discard exactly two cards");
  const hand = s.hands[seat];
  if (cards.some((c) => !hand.includes(c))) return fail("You can only discard cards from your hand");
  if (cards[0] === cards[1]) return fail("Discard two different cards");
  const d = draft(s);
  d.hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => !cards.includes(c)) : h));
  d.discard = (cards as string[]).slice();
  d.phase = "declare";
  return done(d, [{ type: "discard", seat, cards: cards.slice() }]);
}

function declare(s: SkatState, seat: number, a: Extract<SkatAction, { type: "declare" }>): Out {
  const game = a.game as SkatGame;
  if (!SKAT_GAMES.includes(game)) return fail(`Unknown game ${JSON.stringify(a.game)}`);
  const hand = a.hand === true;
  if (s.phase === "skat" && !hand) return fail("Without picking up the skat this is a hand game: pick up the skat first, or declare hand");
  if (s.phase === "declare" && hand) return fail("You picked up the skat: this cannot be a hand game");
  const isNull = game === "null";
  if ((a.schneider || a.schwarz) && isNull) return fail("Null has no schneider or schwarz announcements");
  if ((a.schneider || a.schwarz) && !hand) return fail("Schneider and schwarz can only be announced in a hand game");
  if (a.ouvert && !isNull && !hand) return fail("Ouvert suit and grand games must be hand games");
  const ouvert = a.ouvert === true;
  const c: Declaration = {
    game,
    hand,
    ouvert,
    schwarz: !isNull && (a.schwarz === true || ouvert),
    schneider: !isNull && (a.schneider === true || a.schwarz === true || ouvert),
  };
  if (isNull && nullValue(c) < s.bidValue) return fail(`This null is worth ${nullValue(c)}, less than your bid of ${s.bidValue}`);
  const d = draft(s);
  d.contract = c;
  d.phase = "play";
  d.leader = s.fh;
  d.turn = s.fh;
  d.kontraOpen = s.opts.kontra !== "off";
  return done(d, [{ type: "declare", seat, ...c }]);
}

// --- kontra (§5.5) --------------------------------------------------------------------------------

function kontra(s: SkatState, seat: number): Out {
  if (s.opts.kontra === "off") return fail("Kontra is not played at this table");
  if (!mayKontra(s, seat)) return fail(seat === s.declarer ? "Only a defender can say kontra" : "Kontra is only possible once, before the first card");
  const d = draft(s);
  d.kontra = 1;
  d.kontraBy = seat;
  d.kontraOpen = false;
  d.phase = "kontra";
  d.turn = s.declarer;
  return done(d, [{ type: "kontra", seat }]);
}

function answer(s: SkatState, raise: boolean): Out {
  const d = draft(s);
  const events: GameEvent[] = [{ type: raise ? (s.kontra === 1 ? "re" : "sup") : "pass", seat: s.turn }];
  if (raise) d.kontra = s.kontra + 1;
  if (raise && s.kontra === 1 && s.opts.kontra === "sup") {
    d.turn = s.kontraBy;
    return done(d, events);
  }
  d.phase = "play";
  d.turn = s.leader;
  return done(d, events);
}

// --- card play (§5.6) -----------------------------------------------------------------------------

function play(s: SkatState, seat: number, card: string): Out {
  const hand = s.hands[seat];
  if (!hand.includes(card)) return failWith("not_in_hand", "That card is not in your hand");
  const kind = playKind(s);
  if (!followable(hand, s.trick[0], kind).includes(card)) {
    const cls = classOf(s.trick[0], kind);
    return cls === "T"
      ? failWith("must_follow", "You must follow with a trump", { suit: "trump" })
      : failWith("must_follow", `You must follow suit (${({ C: "clubs", S: "spades", H: "hearts", D: "diamonds" } as Record<string, string>)[cls]})`, {
          suit: cls,
        });
  }
  const d = draft(s);
  d.kontraOpen = false;
  d.hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const events: GameEvent[] = [{ type: "play", seat, card }];
  if (s.trick.length === 0) {
    d.lastTrick = [];
    d.lastLeader = -1;
    d.lastWinner = -1;
  }
  d.trick = [...s.trick, card];
  if (d.trick.length < 3) {
    d.turn = nextActive(s, seat);
    return done(d, events);
  }
  // Resolve (§6): the winner takes the trick and leads the next.
  let winner = s.leader;
  for (let i = trickWinner(d.trick, kind); i > 0; i--) winner = nextActive(s, winner);
  d.taken = s.taken.map((t, i) => (i === winner ? [...t, ...d.trick] : t));
  d.tricks = s.tricks.map((n, i) => (i === winner ? n + 1 : n));
  d.lastTrick = d.trick;
  d.lastLeader = s.leader;
  d.lastWinner = winner;
  d.trick = [];
  d.leader = winner;
  d.turn = winner;
  events.push({ type: "trick", winner });
  const played = d.tricks.reduce((a, b) => a + b, 0);
  const c = s.contract;
  const early = c !== null && ((c.game === "null" && winner === s.declarer) || (c.game !== "null" && c.schwarz && winner !== s.declarer));
  if (played < 10 && !early) return done(d, events);
  if (s.ramsch) {
    // The skat goes to the winner of the last trick.
    d.taken = d.taken.map((t, i) => (i === winner ? [...t, ...s.skat] : t));
    settleRamsch(d);
  } else settleGame(d);
  events.push({ type: "settled", row: d.rows.length - 1 });
  if (d.phase !== "over") startDeal(d, d.dealNo + 1, events);
  return done(d, events);
}
