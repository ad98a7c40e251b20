/**
 * The open ballot (or the last closed one while it is news): its title, one row per candidate (or
 * yes / no) with the votes counted and, once the rules make them public, who voted; this viewer's own
 * vote marked. The viewer's legal `vote` actions with one `target` (or `hang`) become a Vote button on
 * the matching row; anything else is left to the action panel.
 */
import type { DeductionBallot, DeductionCatalog } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { actionTestId } from "./view";

/** The row a vote action belongs to, or undefined when it is not a one-choice vote. */
export function voteChoice(action: Action): number | string | undefined {
  if (action.type !== "vote") return undefined;
  if (typeof action.target === "number") return action.target;
  if (typeof action.hang === "boolean") return action.hang ? "yes" : "no";
  if (typeof action.choice === "string" || typeof action.choice === "number") return action.choice;
  return undefined;
}

/** Ballot rows that are not seats: yes / no questions, abstaining, a faction's "pass". */
const WORDS: Record<string, string> = { yes: "deduction.yes", no: "deduction.no", abstain: "deduction.abstain", pass: "deduction.pass" };

export class BallotPanel {
  readonly element = el("section", { class: "dd-card dd-ballot", testid: "ballot", "aria-live": "polite" });
  private readonly act: (action: Action) => void;
  private last = "";

  constructor(_catalog: DeductionCatalog, act: (action: Action) => void) {
    this.act = act;
  }

  /** `votes`: the viewer's own one-choice vote actions (none for the moderator, who votes `for` seats). */
  update(ballot: DeductionBallot | null, votes: Action[], names: (seat: number) => string): void {
    const key = JSON.stringify([ballot, votes, ballot?.candidates.map(names)]);
    if (key === this.last) return;
    this.last = key;
    this.element.hidden = !ballot;
    if (!ballot) return replaceChildren(this.element);
    const choices: (number | string)[] = [...ballot.candidates];
    for (const t of ballot.tally) if (!choices.includes(t.choice)) choices.push(t.choice);
    for (const v of votes) {
      const c = voteChoice(v);
      if (c !== undefined && !choices.includes(c)) choices.push(c);
    }
    const label = (c: number | string) => (typeof c === "number" ? names(c) : WORDS[c] ? t(WORDS[c]) : c);
    const max = Math.max(0, ...ballot.tally.map((t) => t.votes));
    const rows = choices.map((choice) => {
      const count = ballot.tally.find((x) => x.choice === choice);
      const vote = votes.find((v) => voteChoice(v) === choice);
      const mine = ballot.mine === choice;
      const row = el(
        "li",
        { class: `dd-ballot-row${mine ? " dd-mine" : ""}${count && count.votes === max && max > 0 ? " dd-lead" : ""}`, testid: `ballot-row-${choice}` },
        el("span", { class: "dd-ballot-name" }, label(choice), mine ? el("span", { class: "tag tag-you" }, t("deduction.yourVote")) : null),
        el("span", { class: "dd-ballot-votes", testid: `ballot-votes-${choice}` }, count ? String(count.votes) : ballot.open ? "" : "0"),
      );
      if (count?.voters && count.voters.length) row.append(el("span", { class: "dd-ballot-voters muted" }, count.voters.map(names).join(", ")));
      if (vote) {
        const button = el(
          "button",
          { class: "btn btn-primary dd-vote", type: "button", testid: actionTestId(vote), "data-action": JSON.stringify(vote) },
          t(mine ? "deduction.voted" : "deduction.vote"),
        );
        button.addEventListener("click", () => this.act(vote));
        row.append(button);
      }
      return row;
    });
    const status = t(ballot.open ? (ballot.tally.length ? "deduction.ballotCount" : "deduction.ballotSecret") : "deduction.ballotClosed");
    replaceChildren(
      this.element,
      el(
        "div",
        { class: "dd-card-head" },
        el("h3", {}, ballot.title),
        el("span", { class: `tag${ballot.open ? " tag-you" : ""}` }, t(ballot.open ? "deduction.ballotOpen" : "deduction.ballotResult")),
      ),
      el("p", { class: "muted dd-small" }, status),
      el("ul", { class: "dd-ballot-rows" }, ...rows),
    );
  }
}
