/**
 * The Skat bot (issue 13): bids, picks up or plays hand, discards, declares and doubles by hand evaluation
 * (bidding-bot.ts); plays cards by search over worlds built from its own view. A declarer's discards go
 * face down: the others see that he discarded, not what. An easy bot (random play) never opens a kontra: a
 * defender may say it before the first card whenever it likes (ruling 14), so chance would double every game.
 */
import { cardBot } from "../core/card-bot";
import { skatPolicy } from "./policy";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { skatBid } from "./bidding-bot";
import type { SkatGame } from "./types";
import { sampleWorld } from "./worlds";

const CARD = /^[789TJQKA][CSHD]$/;

/** A view's declaration key ("clubs+hand+schneider") as the declare action. */
export function declaration(key: string): Action {
  const [game, ...flags] = key.split("+");
  return {
    type: "declare",
    game: game as SkatGame,
    hand: flags.includes("hand"),
    schneider: flags.includes("schneider"),
    schwarz: flags.includes("schwarz"),
    ouvert: flags.includes("ouvert"),
  };
}

export function skatCandidates(view: JsonObject): Action[] {
  const v = view as { legal?: string[]; nextBid?: number; declarations?: string[]; hand?: string[] };
  const out: Action[] = [];
  for (const x of v.legal ?? []) {
    if (CARD.test(x)) out.push({ type: "play", card: x });
    else if (x === "bid") out.push({ type: "bid", value: v.nextBid ?? 0 });
    else if (x === "declare") out.push(...(v.declarations ?? []).map(declaration));
    else if (x === "discard") {
      const h = v.hand ?? [];
      for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) out.push({ type: "discard", cards: [h[i], h[j]] });
    } else if (x !== "kontra") out.push({ type: x });
  }
  return out;
}

export const skatBot = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld },
    strongPolicy: skatPolicy as never,
    candidates: skatCandidates,
    judge: (input) => skatBid(input.view as never, input.seat) ?? undefined,
    see: (action, actor, viewer) => (action.type === "discard" && actor !== viewer ? { type: "discard", cards: [] } : action),
  });
