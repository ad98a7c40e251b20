/**
 * Every sentence the Werewolf engine tells people (log lines, dawn news, the moderator's script), as English
 * templates by phrase code (core/phrase.ts). The client's catalogue section `werewolfSay` says the same codes in
 * each language with the same `{{variables}}`; its English is this table.
 *
 * Lists (roles in play, the dead at dawn, a ballot's tally, the pack's picks) are nested phrases chained by
 * `list` / `listSemi` ({{first}} and the {{rest}}), so each language keeps its own separator; their items
 * (`roleTimes`, `seatRole`, `tally`...) are fragments, not sentences.
 */
export const WEREWOLF_PHRASES = {
  // lists and their items
  list: "{{first}}, {{rest}}",
  listSemi: "{{first}}; {{rest}}",
  roleOnly: "{{role}}",
  roleTimes: "{{role}} ×{{n}}",
  seatRole: "{{seat}} ({{role}})",

  // setup and the night
  rolesInPlay: "Roles in play: {{roles}}.",
  rolesInPlayMiddle: "Roles in play: {{roles}} (two of them in the middle).",
  nightFalls: "Night {{n}} falls.",
  middleCards: "The middle cards are: {{role}} and {{role2}}.",
  tookCard: "You take the {{role}} card: you are the {{role}} now.",
  keptThief: "You keep the thief card: you are a plain villager now.",
  linked: "You link {{seat}} and {{seat2}} as lovers.",
  inLove: "You are in love with {{seat}}.",
  seerSaw: "{{seat}} is the {{role}}.",
  spied: "You spy on the werewolves: {{seats}}.",
  watched: "You are being watched.",
  victimIs: "The werewolves' victim tonight is {{seat}}.",
  noVictim: "The werewolves have no victim tonight.",
  healed: "You heal {{seat}}.",
  poisoned: "You poison {{seat}}.",
  healedPoisoned: "You heal {{seat}}; you poison {{seat2}}.",

  // the same private lines as the moderator (and everyone once the game is over) reads them: who did it
  byTookCard: "{{seatBy}}, the thief, takes a middle card and is now the {{role}}.",
  byKeptThief: "{{seatBy}}, the thief, keeps the thief card: a plain villager now.",
  byLinked: "{{seatBy}}, Cupid, links {{seat}} and {{seat2}} as lovers.",
  byInLove: "{{seatBy}} is in love with {{seat}}.",
  bySeerSaw: "{{seatBy}}, the seer, sees that {{seat}} is the {{role}}.",
  bySpied: "{{seatBy}}, the little girl, spies on the werewolves: {{seats}}.",
  byWatched: "The werewolves ({{seats}}) learn that they are being watched.",
  byHealed: "{{seatBy}}, the witch, heals {{seat}}.",
  byPoisoned: "{{seatBy}}, the witch, poisons {{seat}}.",
  byHealedPoisoned: "{{seatBy}}, the witch, heals {{seat}} and poisons {{seat2}}.",

  // dawn, deaths, the end
  dawnNobody: "Day breaks: nobody died tonight.",
  dawnDead: "Day breaks: {{seat}} ({{role}}) was found dead.",
  dawnDeadMany: "Day breaks: {{dead}} were found dead.",
  votedOut: "{{seat}} ({{role}}) dies: voted out.",
  shotDead: "{{seat}} ({{role}}) dies: shot by the hunter.",
  heartbreak: "{{seat}} ({{role}}) dies of a broken heart.",
  hunterShoots: "The hunter ({{seat}}) shoots {{seat2}}.",
  hunterHolds: "The hunter ({{seat}}) does not shoot.",
  badgePassed: "The dying sheriff ({{seat}}) passes the badge to {{seat2}}.",
  won: "The {{faction}} win.",
  nobodyWins: "Nobody is left alive: nobody wins.",

  // the day's ballots: "{{ballot}}" is one of the four titles below
  ballotTally: "{{ballot}}: {{votes}}.",
  ballotNoVotes: "{{ballot}}: no votes.",
  ballotElection: "Elect the sheriff",
  ballotElectionRunoff: "Sheriff runoff",
  ballotVote: "Vote someone out",
  ballotRunoff: "Runoff vote",
  tally: "{{seat}}: {{n}} votes ({{seats}})",
  tallyOne: "{{seat}}: 1 vote ({{seats}})",
  tallySheriff: "{{seat}}: {{n}} votes ({{seats}}, {{seat2}}×2)",
  tallySheriffAlone: "{{seat}}: 2 votes ({{seat2}}×2)",
  elected: "{{seat}} is elected sheriff.",
  electionTied: "The election is tied: a runoff among the tied.",
  noSheriff: "No sheriff is elected this game.",
  voteTied: "The vote is tied: a runoff among the tied.",
  nobodyVotedOut: "Nobody is voted out today.",

  // the moderator's script: what a step's actors chose, and what a ballot gave
  choiceTake: "Take middle card {{n}} ({{role}})",
  choiceLink: "Link {{seat}} and {{seat2}}",
  loversTold: "{{seat}} and {{seat2}} told",
  choiceSee: "See {{seat}} ({{role}})",
  choiceSpy: "Spy",
  choiceDevour: "Devour {{seat}}",
  choiceHeal: "Heal",
  choicePoison: "Poison {{seat}}",
  choiceHealPoison: "Heal, poison {{seat}}",
  choiceShoot: "Shoot {{seat}}",
  choiceBadge: "Badge to {{seat}}",
  choicePass: "Pass",
  wolfPick: "{{seat}}: {{seat2}}",
  wolfPickCatch: "{{seat}}: catch",
  pendingHealPoison: "Heal yes, poison {{seat}}",
  pendingHeal: "Heal yes, poison nobody",
  pendingPoison: "Heal no, poison {{seat}}",
  decided: "{{seats}} decided",
  resultSeat: "{{seat}}",
  resultTie: "Tie",

  // the moderator's notes per seat (every death happens by day: dawn opens the day before its deaths)
  noteThief: "Was the thief, took the {{role}} card",
  notePotionsLeft: "Heal unused, poison unused",
  noteHealUsed: "Heal used, poison unused",
  notePoisonUsed: "Heal unused, poison used",
  notePotionsUsed: "Heal used, poison used",
  noteLinked: "Linked {{seat}} and {{seat2}}",
  noteKnows: "Knows {{seat}}: {{role}}",
  noteInLove: "In love with {{seat}}",
  noteDevoured: "Died (devoured), Day {{n}}",
  notePoisoned: "Died (poisoned), Day {{n}}",
  noteVotedOut: "Died (vote), Day {{n}}",
  noteShot: "Died (shot), Day {{n}}",
  noteHeartbreak: "Died (heartbreak), Day {{n}}",
} as const satisfies Record<string, string>;

export type WerewolfPhraseCode = keyof typeof WEREWOLF_PHRASES;
