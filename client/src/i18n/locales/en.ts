/**
 * English: the reference catalogue. Every other language has exactly these keys (plural keys end in the
 * forms its language needs: `_one`, `_few`, `_many`, `_other`) and the same {{variables}}.
 */
export const en = {
  language: { label: "Language" },
  lobby: {
    title: "Salon — card-game club",
    tagline: "An open card-game club. Start a table, invite a friend or a bot, and play.",
    myGames: "My games",
    yourName: "Your name",
    namePlaceholder: "How others see you",
    nameBeforeWatch: "Pick a name before you watch.",
    nameBeforeSit: "Pick a name before you sit down.",
    loadError: "Can't load the games from the server. Is it running? Reload to try again.",
  },
  rooms: {
    title: "Open tables",
    refresh: "Refresh",
    looking: "Looking for tables…",
    unreachable: "Can't reach the server right now; retrying…",
    none: "No public tables right now. Create one, or ask a friend for an invite link.",
    seated: "{{seated}}/{{seats}} seated",
    bots_one: "{{count}} bot",
    bots_other: "{{count}} bots",
    watching_one: "{{count}} watching",
    watching_other: "{{count}} watching",
    join: "Join",
    watch: "Watch",
    table: "Table",
    waiting: "Waiting to start",
    playing: "In play",
    over: "Finished",
  },
  seats: {
    title: "Seats",
    newBots: "New bots play",
    levelLabel: "Bot level",
    easy: "Easy",
    normal: "Normal",
    strong: "Strong",
    you: "You",
    bot: "Bot",
    away: "Away",
    sitHere: "Sit here",
    addBot: "Add bot",
    removeBot: "Remove bot",
    emptySeat: "Empty seat",
    empty: "Empty",
    connected: "Connected",
    spectators_one: "{{count}} spectator",
    spectators_other: "{{count}} spectators",
    youWatch: "You are watching · {{watchers}}",
    moderator: "Moderator: {{name}} sees every card",
    leave: "Leave seat",
  },
  aids: {
    suggest: "Suggest",
    suggested: "Suggested: {{move}}",
  },
} satisfies Catalog;

/** A catalogue: sections of strings (the catalogue test checks every language against English). */
export type Catalog = Record<string, Record<string, string>>;
