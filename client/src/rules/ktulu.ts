/**
 * Ktulu's rules sheet (rules of record: the ktulu ruleset, shared/src/ktulu: factions and ranks in roles.ts, the
 * night's steps in night.ts, day and duels in day.ts). Each language writes the game's text; the character tables
 * and the night order are made from the table's own words (client/src/i18n/games/ktulu.ts: `role_*`, `power_*`,
 * `faction_*`, `step_*`) over the engine's lists (FACTION_ROLES, NIGHT0, NIGHT), so the sheet names every
 * character and step as the table does, in the engine's order. Polish is the seed's: Manitou, posążek, Miasto,
 * Bandyci, Indianie, Ufoki.
 */
import { FACTION_ROLES, FACTIONS, ROLE_FACTION, type Faction } from "@salon/shared/ktulu/roles";
import { NIGHT, NIGHT0 } from "@salon/shared/ktulu/night";
import type { Language } from "../i18n/languages";
import { ktulu as words } from "../i18n/games/ktulu";
import type { RulesSection, RulesSheet, RulesSheets, RulesTable } from "./types";

/** §2 "Recommended sizes": players, town, bandits, Indians, UFOs ("–": none). */
const SIZES: readonly (readonly [number, number, number, number, number])[] = [
  [5, 2, 2, 1, 0],
  [6, 3, 2, 1, 0],
  [7, 3, 2, 2, 0],
  [8, 4, 2, 2, 0],
  [9, 4, 3, 2, 0],
  [10, 4, 3, 3, 0],
  [11, 5, 3, 3, 0],
  [12, 5, 4, 3, 0],
  [13, 6, 4, 3, 0],
  [14, 6, 4, 4, 0],
  [15, 7, 4, 4, 0],
  [16, 7, 5, 4, 0],
  [17, 7, 5, 5, 0],
  [18, 6, 4, 5, 3],
  [19, 7, 4, 5, 3],
  [20, 8, 4, 5, 3],
  [21, 8, 4, 6, 3],
  [22, 9, 4, 6, 3],
  [23, 9, 4, 6, 4],
  [24, 10, 4, 6, 4],
  [25, 10, 5, 6, 4],
  [26, 11, 5, 6, 4],
  [27, 11, 5, 7, 4],
  [28, 12, 5, 7, 4],
  [29, 12, 6, 7, 4],
];

/** The words a language writes itself; the rest of its sheet is assembled by `sheet`. */
interface Texts {
  aim: string;
  setup: RulesSection;
  turn: RulesSection;
  scoring: { heading: string; paragraphs: readonly string[]; head: readonly [string, string]; wins: Readonly<Record<Faction, string>> };
  /** Each faction's joint powers and goal, before its character table; the table's head. */
  factions: Readonly<Record<Faction, string>>;
  characterHead: readonly [string, string];
  statuette: RulesSection;
  night: { heading: string; paragraphs: readonly string[]; night0: string; dawn: string };
  day: RulesSection;
  sleep: RulesSection;
  sizes: { heading: string; paragraphs: readonly string[]; head: readonly [string, string, string, string, string] };
  options: Readonly<Record<string, string>>;
}

const stepTitle = (w: Record<string, string>, id: string) => w[`step_${id.replace(".", "_")}`];
const factionOfStep = (id: string): string => {
  const owner = id.split(".")[0];
  return ROLE_FACTION[owner] ?? owner;
};

/** The night order: night 0, then the steps of every later night grouped by faction in the engine's order, then dawn. */
function nightItems(lang: Language, t: Texts["night"]): string[] {
  const w = words[lang];
  const groups: { faction: string; steps: string[] }[] = [];
  for (const id of NIGHT) {
    const f = factionOfStep(id);
    const last = groups[groups.length - 1];
    if (last && last.faction === f) last.steps.push(id);
    else groups.push({ faction: f, steps: [id] });
  }
  return [
    `${t.night0}: ${NIGHT0.map((id) => stepTitle(w, id)).join(" → ")}`,
    ...groups.map((g) => `${w[`faction_${g.faction}`]}: ${g.steps.map((id) => stepTitle(w, id)).join(" → ")}`),
    t.dawn,
  ];
}

function characters(lang: Language, faction: Faction, head: readonly [string, string]): RulesTable {
  const w = words[lang];
  return { head, rows: FACTION_ROLES[faction].map((r) => [w[`role_${r}`], w[`power_${r}`]]) };
}

function sheet(lang: Language, t: Texts): RulesSheet {
  const w = words[lang];
  return {
    aim: t.aim,
    setup: t.setup,
    turn: t.turn,
    scoring: {
      heading: t.scoring.heading,
      paragraphs: t.scoring.paragraphs,
      table: { head: t.scoring.head, rows: FACTIONS.map((f) => [w[`faction_${f}`], t.scoring.wins[f]]) },
    },
    more: [
      ...FACTIONS.map((f): RulesSection => ({ heading: w[`faction_${f}`], paragraphs: [t.factions[f]], table: characters(lang, f, t.characterHead) })),
      t.statuette,
      { heading: t.night.heading, paragraphs: t.night.paragraphs, items: nightItems(lang, t.night) },
      t.day,
      t.sleep,
      {
        heading: t.sizes.heading,
        paragraphs: t.sizes.paragraphs,
        table: { head: t.sizes.head, rows: SIZES.map((r) => r.map((n, i) => (i === 4 && n === 0 ? "–" : String(n)))) },
      },
    ],
    options: t.options,
  };
}

const en: Texts = {
  aim: "The factions of Bum-bum City fight over a statuette. The town wants to find it, the bandits to sail away with it, the Indians to be the last alive, and the other factions have goals of their own. By night the characters use their powers in secret; by day everyone talks, duels, searches and hangs. The first faction to reach its goal wins.",
  setup: {
    heading: "Players and characters",
    paragraphs: [
      "5 to 29 players, and Manitou, who runs the game: the server, or a person. Each player secretly gets a character, and every character belongs to a faction.",
    ],
    items: [
      "The usual factions are the town, the bandits and the Indians, with the UFOs from 18 players (see Recommended sizes). Lucky Luke, the Runaways and the gods can be added through the table's character list.",
      "At the start every player outside the town learns who the other members of his faction are and their characters. A town player knows only himself.",
      "The band leader starts with the statuette.",
      "Inside a faction the characters have a rank, the order of its table below: it settles joint choices and who decides where the statuette goes.",
      "A dead player's character is shown to everyone.",
    ],
  },
  turn: {
    heading: "A night and a day",
    items: [
      "Night 0: a few characters act once to start the game (see Night order).",
      "Every later night: the characters wake one at a time in a fixed order and use their powers in secret. Your phone lights up when your character wakes.",
      "Joint choices: every awake member of the faction chooses; the choice of more than half of them counts, otherwise that of the highest-ranked.",
      "Dawn: the night's deaths are announced with the characters, with some public acts (the sheriff's jail, the bodyguard's protection, drinks, the card sharp's game) and every change of faction holding the statuette (faction names only). Then the dawn wins are checked.",
      "Day: discussion, challenges to duels, then the search vote. If a searched player holds the statuette, the town wins.",
      "Then everyone votes whether to hang anyone; if so, one of the searched players is hanged. Then night falls.",
    ],
  },
  scoring: {
    heading: "How each faction wins",
    paragraphs: [
      "Only one faction wins: the first whose goal is met ends the game. All of its members win, the dead and the escaped too. If nobody is left alive, nobody wins.",
    ],
    head: ["Faction", "Wins when"],
    wins: {
      town: "A day search finds the statuette, its holder dies by day (duel, hanging or poison), or a town player holds it at dawn.",
      bandits: "A bandit holds the statuette at a dawn after the ship night (night 3 unless the table changes it): they sail away.",
      indians: "Only Indians are left alive.",
      ufos: "They send their third signal (one each night they end their turn holding the statuette).",
      luke: "He holds the statuette when his turn starts at night: he rides away.",
      runaways: "The last Runaway escapes.",
      gods: "They hit the statuette's holder for the third time.",
    },
  },
  factions: {
    town: "The town has no joint action: each citizen uses his own power, and by day the town searches and hangs. The sheriff is the key character: while he lives, a challenged player may refuse a duel.",
    bandits: "Together, every night while they do not hold the statuette, the bandits may rob a player (and take it if he has it).",
    indians: "Together, the Indians kill a player every night, and kill a second one while they hold the statuette.",
    ufos: "Together, the UFOs search a player every night; each night they end their turn holding the statuette they send a signal.",
    luke: "Lucky Luke plays alone. He is a gunslinger; every night he searches a player, and after his turn he learns who holds the statuette.",
    runaways:
      "Together, the Runaways search a player every night. Each night they hold the statuette they scrape some gold from it; once there is enough, one of them escapes the next night (he leaves the game; it is not a death).",
    gods: "Together, the botcher gods shoot at a player every night with a 75 % chance. A hit on the statuette's holder counts (and they may take it); a miss is an attempt to kill the target.",
  },
  characterHead: ["Character", "Power"],
  statuette: {
    heading: "The statuette",
    items: [
      "It starts with the band leader. Whoever holds it knows it.",
      "Killing its holder at night gives it to the killer. Jailing, robbing, searching, stealing and winning it at cards take it too. What a faction gains together goes to its highest-ranked awake member.",
      "After its turn, a faction holding the statuette may pass it to another awake member (the highest-ranked awake member decides).",
      "Dawn announces each time it passed to another faction, never who holds it.",
      "By day, a search that finds it, or the death of its holder, makes the town win at once.",
      "The silent foot may plant it on a player who is not told. A planted statuette is taken, found and lost like any other, but does not win at dawn, send signals, give gold or let Luke ride away.",
    ],
  },
  night: {
    heading: "Night order",
    paragraphs: ["A step is skipped when its character is not in play, is dead or asleep, has used its power, or has nobody to aim at."],
    night0: "Night 0",
    dawn: "Dawn: nobody alive, no winner; only Indians alive, the Indians win; after the ship night, a bandit holding the statuette, the bandits win; a town player holding it, the town wins.",
  },
  day: {
    heading: "The day: duels, search, hanging",
    items: [
      "During the discussion a player may challenge another to a duel. While the sheriff lives, the challenged player may refuse. The table sets how many accepted duels a day there may be.",
      "Duel: everyone else votes for the one who should die, or abstains. More votes dies; a tie kills both; no votes, nobody dies.",
      "A gunslinger (good, bad, or Lucky Luke) always wins a duel against a non-gunslinger, whatever the vote. Then the judge may decide who dies, and the doctor may save the one who dies.",
      "The mayor and the insurance agent may reveal their character by day.",
      "Search vote: each player names as many players as the table's searches per day, himself allowed. The most-named are searched; a tie at the limit goes to a runoff, and if still tied, they are left out.",
      "Hanging: if more players vote yes than no, the town picks one of the searched to hang (one searched: he is sentenced); a tie spares everyone. A mayor who has not revealed may pardon the sentenced by revealing himself.",
      "No abstaining in day votes, except in duels.",
    ],
  },
  sleep: {
    heading: "Sleeping, protection and binding",
    items: [
      "Jailed, drunk, or taken to cards: asleep for the rest of the night, with no power and no say in joint choices.",
      "Jailed, or protected by a living bodyguard: no kill works on him that night. Poison still does, the next day.",
      "Bound by the seducer or the blackmailer: he may never challenge the binder, vote for the binder's death, or aim a kill at him.",
    ],
  },
  sizes: {
    heading: "Recommended sizes",
    paragraphs: ["With no character list, the table deals this many of each faction: the key characters first, then plain members."],
    head: ["Players", "Town", "Bandits", "Indians", "UFOs"],
  },
  options: {
    "moderator=auto": "The server is Manitou: it calls each step, closes it when every decision is in, and ends the discussion after the set time.",
    "moderator=human":
      "A person is Manitou: sees everything, deals the characters, closes each step, settles search ties, decides when poison strikes, and may declare the winner in a dispute.",
    searchesPerDay: "Each player names {{value}} player(s) to search every day.",
    shipNight: "The bandits can sail away at a dawn from night {{value}} on.",
    duelsPerDay: "Up to {{value}} accepted duel(s) a day.",
    "openChecks=true": "Open checks: at dawn everyone learns whom the pastor, shaman, mind eater and detector checked, not what they learned.",
    "openChecks=false": "Checks are secret: nobody learns whom they aimed at.",
    "composition=": "The characters are the recommended ones for this number of players (see Recommended sizes).",
    composition: "The characters dealt: {{value}}.",
    discussionSeconds: "With the automatic Manitou the day's discussion ends after {{value}} s, or as soon as everyone is ready.",
  },
};

const pl: Texts = {
  aim: "Frakcje Bum-bum City walczą o posążek. Miasto chce go znaleźć, bandyci z nim odpłynąć, Indianie zostać jedynymi żywymi, a pozostałe frakcje mają własne cele. Nocą postacie w tajemnicy używają swoich zdolności; za dnia wszyscy dyskutują, pojedynkują się, przeszukują i wieszają. Wygrywa pierwsza frakcja, która osiągnie swój cel.",
  setup: {
    heading: "Gracze i postacie",
    paragraphs: [
      "Od 5 do 29 graczy i Manitou, który prowadzi grę: serwer albo osoba. Każdy gracz dostaje w tajemnicy postać, a każda postać należy do frakcji.",
    ],
    items: [
      "Zwykle grają Miasto, Bandyci i Indianie, a od 18 graczy także Ufoki (zob. Zalecane składy). Lucky Luke, Zbiegów i Bogów partaczy można dodać listą postaci stołu.",
      "Na początku każdy gracz spoza Miasta poznaje pozostałych członków swojej frakcji i ich postacie. Gracz z Miasta zna tylko siebie.",
      "Herszt zaczyna z posążkiem.",
      "Postacie we frakcji mają starszeństwo, czyli kolejność w jej tabeli poniżej: rozstrzyga ono wspólne decyzje i to, kto decyduje, gdzie trafi posążek.",
      "Postać zabitego gracza poznają wszyscy.",
    ],
  },
  turn: {
    heading: "Noc i dzień",
    items: [
      "Noc zerowa: kilka postaci działa raz na początek gry (zob. Kolejność nocy).",
      "Każda następna noc: postacie budzą się po kolei w stałym porządku i w tajemnicy używają zdolności. Twój telefon się rozświetla, gdy budzi się twoja postać.",
      "Wspólne decyzje: wybiera każdy obudzony członek frakcji; liczy się wybór ponad połowy z nich, a jeśli go nie ma — najstarszego rangą.",
      "Świt: ogłasza się nocne zgony z postaciami, niektóre jawne działania (więzienie szeryfa, ochronę ochroniarza, upicie, grę szulera) i każdą zmianę frakcji, która ma posążek (tylko nazwy frakcji). Potem sprawdza się zwycięstwa o świcie.",
      "Dzień: dyskusja, wyzwania na pojedynki, potem głosowanie o przeszukaniu. Jeśli przeszukany ma posążek, wygrywa Miasto.",
      "Potem wszyscy głosują, czy kogoś wieszać; jeśli tak, wiesza się jednego z przeszukanych. Potem zapada noc.",
    ],
  },
  scoring: {
    heading: "Jak wygrywa każda frakcja",
    paragraphs: [
      "Wygrywa tylko jedna frakcja: pierwsza, której cel się spełni, kończy grę. Wygrywają wszyscy jej członkowie, także martwi i zbiegli. Jeśli nikt nie przeżył, nikt nie wygrywa.",
    ],
    head: ["Frakcja", "Wygrywa, gdy"],
    wins: {
      town: "Przeszukanie za dnia znajduje posążek, jego posiadacz ginie za dnia (w pojedynku, na szubienicy albo od trucizny) albo gracz z Miasta ma go o świcie.",
      bandits: "Bandyta ma posążek o świcie po nocy statku (nocy 3, jeśli stół nie ustali inaczej): odpływają.",
      indians: "Przy życiu zostali tylko Indianie.",
      ufos: "Nadają trzeci sygnał (jeden w każdą noc, w którą kończą swoją turę z posążkiem).",
      luke: "Ma posążek na początku swojej nocnej tury: odjeżdża.",
      runaways: "Ucieka ostatni zbieg.",
      gods: "Trafiają posiadacza posążka po raz trzeci.",
    },
  },
  factions: {
    town: "Miasto nie ma wspólnego działania: każdy mieszkaniec używa własnej zdolności, a za dnia Miasto przeszukuje i wiesza. Kluczową postacią jest szeryf: póki żyje, wyzwany może odmówić pojedynku.",
    bandits: "Wspólnie, co noc, póki nie mają posążka, bandyci mogą okraść gracza (i zabrać posążek, jeśli go ma).",
    indians: "Wspólnie Indianie co noc zabijają gracza, a póki mają posążek — drugiego.",
    ufos: "Wspólnie Ufoki co noc przeszukują gracza; w każdą noc, w którą kończą turę z posążkiem, nadają sygnał.",
    luke: "Lucky Luke gra sam. Jest rewolwerowcem; co noc przeszukuje gracza, a po swojej turze dowiaduje się, kto ma posążek.",
    runaways:
      "Wspólnie Zbiegowie co noc przeszukują gracza. W każdą noc, gdy mają posążek, zeskrobują z niego trochę złota; gdy zbierze się dość, jeden z nich następnej nocy ucieka (opuszcza grę; to nie śmierć).",
    gods: "Wspólnie Bogowie partacze co noc strzelają do gracza z szansą 75 %. Trafienie posiadacza posążka się liczy (i mogą go zabrać); pudło to próba zabicia celu.",
  },
  characterHead: ["Postać", "Zdolność"],
  statuette: {
    heading: "Posążek",
    items: [
      "Zaczyna u herszta. Kto go ma, ten o tym wie.",
      "Zabicie posiadacza w nocy daje posążek zabójcy. Zabierają go też więzienie, rabunek, przeszukanie, kradzież i wygrana w karty. Co frakcja zdobędzie wspólnie, trafia do jej najstarszego rangą obudzonego członka.",
      "Po swojej turze frakcja z posążkiem może go przekazać innemu obudzonemu członkowi (decyduje najstarszy rangą obudzony).",
      "Świt ogłasza każde przejście posążka do innej frakcji, nigdy to, kto go ma.",
      "Za dnia przeszukanie, które go znajdzie, albo śmierć jego posiadacza daje od razu zwycięstwo Miastu.",
      "Cicha stopa może podłożyć posążek graczowi, który o tym nie wie. Podłożony posążek można zabrać, znaleźć i stracić jak każdy inny, ale nie daje zwycięstwa o świcie, sygnałów, złota ani odjazdu Luke'a.",
    ],
  },
  night: {
    heading: "Kolejność nocy",
    paragraphs: ["Krok jest pomijany, gdy jego postaci nie ma w grze, nie żyje albo śpi, zużyła zdolność albo nie ma kogo wskazać."],
    night0: "Noc zerowa",
    dawn: "Świt: nikt nie żyje — nikt nie wygrywa; żyją tylko Indianie — wygrywają Indianie; po nocy statku bandyta ma posążek — wygrywają Bandyci; gracz z Miasta ma posążek — wygrywa Miasto.",
  },
  day: {
    heading: "Dzień: pojedynki, przeszukanie, wieszanie",
    items: [
      "W czasie dyskusji gracz może wyzwać innego na pojedynek. Póki żyje szeryf, wyzwany może odmówić. Stół ustala, ile przyjętych pojedynków może być dziennie.",
      "Pojedynek: wszyscy pozostali głosują, kto ma zginąć, albo się wstrzymują. Ginie ten z większą liczbą głosów; remis zabija obu; bez głosów nikt nie ginie.",
      "Rewolwerowiec (dobry, zły albo Lucky Luke) zawsze wygrywa pojedynek z nierewolwerowcem, bez względu na głosy. Potem sędzia może zdecydować, kto ginie, a lekarz uratować tego, kto ma zginąć.",
      "Burmistrz i agent ubezpieczeniowy mogą za dnia odkryć swoją postać.",
      "Głosowanie o przeszukaniu: każdy wskazuje tylu graczy, ile przeszukań dziennie ustalił stół, może siebie. Przeszukuje się najczęściej wskazanych; remis na granicy rozstrzyga dogrywka, a dalszy remis wyklucza remisujących.",
      "Wieszanie: jeśli więcej głosów jest za niż przeciw, Miasto wybiera do powieszenia jednego z przeszukanych (jeden przeszukany — to on jest skazany); remis oszczędza wszystkich. Burmistrz, który się jeszcze nie odkrył, może ułaskawić skazanego, odkrywając się.",
      "W dziennych głosowaniach nie można się wstrzymać, z wyjątkiem pojedynków.",
    ],
  },
  sleep: {
    heading: "Sen, ochrona i związanie",
    items: [
      "Uwięziony, upity albo wzięty do kart: śpi do końca nocy, bez zdolności i bez głosu we wspólnych decyzjach.",
      "Uwięziony albo chroniony przez żyjącego ochroniarza: tej nocy nie działa na niego żadne zabójstwo. Trucizna działa mimo to, następnego dnia.",
      "Uwiedziony przez uwodziciela albo szantażowany: nigdy nie może wyzwać wiążącego, głosować za jego śmiercią ani wskazać go do zabicia.",
    ],
  },
  sizes: {
    heading: "Zalecane składy",
    paragraphs: ["Bez listy postaci stół rozdaje tyle postaci z każdej frakcji: najpierw kluczowe, potem zwykłych członków."],
    head: ["Gracze", "Miasto", "Bandyci", "Indianie", "Ufoki"],
  },
  options: {
    "moderator=auto": "Manitou jest serwer: wywołuje kroki, zamyka każdy, gdy zapadną wszystkie decyzje, i kończy dyskusję po ustalonym czasie.",
    "moderator=human":
      "Manitou jest osoba: widzi wszystko, rozdaje postacie, zamyka kroki, rozstrzyga remisy w przeszukaniu, decyduje, kiedy działa trucizna, i w sporze może ogłosić zwycięzcę.",
    searchesPerDay: "Każdy gracz wskazuje codziennie do przeszukania tylu graczy: {{value}}.",
    shipNight: "Bandyci mogą odpłynąć o świcie od nocy {{value}}.",
    duelsPerDay: "Przyjętych pojedynków dziennie najwyżej: {{value}}.",
    "openChecks=true":
      "Jawne sprawdzenia: o świcie wszyscy wiedzą, kogo sprawdzali pastor, szaman, pożeracz umysłów i detektor, ale nie czego się dowiedzieli.",
    "openChecks=false": "Sprawdzenia są tajne: nikt nie wie, kogo dotyczyły.",
    "composition=": "Postacie są zalecane dla tej liczby graczy (zob. Zalecane składy).",
    composition: "Rozdawane postacie: {{value}}.",
    discussionSeconds: "Z automatycznym Manitou dzienna dyskusja kończy się po {{value}} s albo gdy wszyscy są gotowi.",
  },
};

const de: Texts = {
  aim: "Die Fraktionen von Bum-bum City kämpfen um eine Statuette. Die Stadt will sie finden, die Banditen mit ihr davonsegeln, die Indianer als Einzige überleben, und die anderen Fraktionen haben eigene Ziele. Nachts setzen die Figuren heimlich ihre Fähigkeiten ein; tagsüber reden alle, duellieren sich, durchsuchen und hängen. Die erste Fraktion, die ihr Ziel erreicht, gewinnt.",
  setup: {
    heading: "Spieler und Figuren",
    paragraphs: [
      "5 bis 29 Spieler und Manitou, der das Spiel leitet: der Server oder ein Mensch. Jeder Spieler bekommt geheim eine Figur, und jede Figur gehört zu einer Fraktion.",
    ],
    items: [
      "Üblich sind Stadt, Banditen und Indianer, ab 18 Spielern auch die Ufos (siehe Empfohlene Besetzung). Lucky Luke, die Ausreißer und die Götter lassen sich über die Figurenliste des Tisches hinzufügen.",
      "Zu Beginn erfährt jeder Spieler außerhalb der Stadt, wer die anderen Mitglieder seiner Fraktion sind und welche Figuren sie haben. Ein Spieler der Stadt kennt nur sich selbst.",
      "Der Bandenchef beginnt mit der Statuette.",
      "Innerhalb einer Fraktion haben die Figuren einen Rang, die Reihenfolge ihrer Tabelle unten: Er entscheidet gemeinsame Wahlen und wer bestimmt, wohin die Statuette geht.",
      "Die Figur eines toten Spielers sehen alle.",
    ],
  },
  turn: {
    heading: "Eine Nacht und ein Tag",
    items: [
      "Nacht 0: Einige Figuren handeln einmal zum Spielbeginn (siehe Ablauf der Nacht).",
      "Jede spätere Nacht: Die Figuren erwachen nacheinander in fester Reihenfolge und setzen heimlich ihre Fähigkeiten ein. Dein Handy leuchtet auf, wenn deine Figur erwacht.",
      "Gemeinsame Wahlen: Jedes wache Mitglied der Fraktion wählt; es zählt die Wahl von mehr als der Hälfte, sonst die des Ranghöchsten.",
      "Morgengrauen: Die Toten der Nacht werden mit ihren Figuren genannt, dazu einige öffentliche Taten (Gefängnis des Sheriffs, Schutz des Leibwächters, Betrunkenmachen, das Spiel des Falschspielers) und jeder Wechsel der Fraktion, die die Statuette hat (nur Fraktionsnamen). Dann werden die Siege im Morgengrauen geprüft.",
      "Tag: Diskussion, Duellforderungen, dann die Abstimmung über die Durchsuchung. Hat ein Durchsuchter die Statuette, gewinnt die Stadt.",
      "Dann stimmen alle ab, ob jemand gehängt wird; wenn ja, wird einer der Durchsuchten gehängt. Dann bricht die Nacht an.",
    ],
  },
  scoring: {
    heading: "Wie jede Fraktion gewinnt",
    paragraphs: [
      "Es gewinnt nur eine Fraktion: Die erste, deren Ziel erfüllt ist, beendet das Spiel. Alle ihre Mitglieder gewinnen, auch Tote und Geflohene. Lebt niemand mehr, gewinnt niemand.",
    ],
    head: ["Fraktion", "Gewinnt, wenn"],
    wins: {
      town: "Eine Durchsuchung am Tag findet die Statuette, ihr Besitzer stirbt tagsüber (Duell, Galgen oder Gift) oder ein Spieler der Stadt hat sie im Morgengrauen.",
      bandits: "Ein Bandit hat die Statuette im Morgengrauen nach der Schiffsnacht (Nacht 3, wenn der Tisch nichts anderes festlegt): Sie segeln davon.",
      indians: "Nur noch Indianer leben.",
      ufos: "Sie senden ihr drittes Signal (eines in jeder Nacht, in der sie ihren Zug mit der Statuette beenden).",
      luke: "Er hat die Statuette, wenn sein nächtlicher Zug beginnt: Er reitet davon.",
      runaways: "Der letzte Ausreißer flieht.",
      gods: "Sie treffen den Besitzer der Statuette zum dritten Mal.",
    },
  },
  factions: {
    town: "Die Stadt hat keine gemeinsame Handlung: Jeder Bürger nutzt seine eigene Fähigkeit, und tagsüber durchsucht und hängt die Stadt. Die Schlüsselfigur ist der Sheriff: Solange er lebt, darf ein Geforderter ein Duell ablehnen.",
    bandits: "Gemeinsam dürfen die Banditen jede Nacht, solange sie die Statuette nicht haben, einen Spieler ausrauben (und sie nehmen, wenn er sie hat).",
    indians: "Gemeinsam töten die Indianer jede Nacht einen Spieler, und einen zweiten, solange sie die Statuette haben.",
    ufos: "Gemeinsam durchsuchen die Ufos jede Nacht einen Spieler; in jeder Nacht, in der sie ihren Zug mit der Statuette beenden, senden sie ein Signal.",
    luke: "Lucky Luke spielt allein. Er ist ein Revolverheld; jede Nacht durchsucht er einen Spieler, und nach seinem Zug erfährt er, wer die Statuette hat.",
    runaways:
      "Gemeinsam durchsuchen die Ausreißer jede Nacht einen Spieler. In jeder Nacht, in der sie die Statuette haben, kratzen sie etwas Gold ab; ist genug beisammen, flieht einer von ihnen in der nächsten Nacht (er verlässt das Spiel; das ist kein Tod).",
    gods: "Gemeinsam schießen die Pfuscher-Götter jede Nacht mit 75 % Chance auf einen Spieler. Ein Treffer beim Besitzer der Statuette zählt (und sie dürfen sie nehmen); ein Fehlschuss ist ein Tötungsversuch am Ziel.",
  },
  characterHead: ["Figur", "Fähigkeit"],
  statuette: {
    heading: "Die Statuette",
    items: [
      "Sie beginnt beim Bandenchef. Wer sie hat, weiß es.",
      "Wer nachts ihren Besitzer tötet, bekommt sie. Auch Gefängnis, Raub, Durchsuchung, Diebstahl und Kartenspiel nehmen sie. Was eine Fraktion gemeinsam gewinnt, geht an ihr ranghöchstes waches Mitglied.",
      "Nach ihrem Zug darf eine Fraktion mit der Statuette sie einem anderen wachen Mitglied geben (der ranghöchste Wache entscheidet).",
      "Das Morgengrauen meldet jeden Wechsel zu einer anderen Fraktion, nie, wer sie hat.",
      "Tagsüber lässt eine Durchsuchung, die sie findet, oder der Tod ihres Besitzers sofort die Stadt gewinnen.",
      "Der leise Fuß darf sie einem Spieler unterschieben, ohne dass dieser es erfährt. Eine untergeschobene Statuette wird genommen, gefunden und verloren wie jede andere, gewinnt aber nicht im Morgengrauen, sendet keine Signale, gibt kein Gold und lässt Luke nicht davonreiten.",
    ],
  },
  night: {
    heading: "Ablauf der Nacht",
    paragraphs: ["Ein Schritt entfällt, wenn seine Figur nicht im Spiel, tot oder eingeschlafen ist, ihre Fähigkeit verbraucht hat oder kein Ziel hat."],
    night0: "Nacht 0",
    dawn: "Morgengrauen: Niemand lebt, kein Sieger; nur Indianer leben, die Indianer gewinnen; nach der Schiffsnacht hat ein Bandit die Statuette, die Banditen gewinnen; ein Spieler der Stadt hat sie, die Stadt gewinnt.",
  },
  day: {
    heading: "Der Tag: Duelle, Durchsuchung, Hängen",
    items: [
      "Während der Diskussion darf ein Spieler einen anderen zum Duell fordern. Solange der Sheriff lebt, darf der Geforderte ablehnen. Der Tisch legt fest, wie viele angenommene Duelle es pro Tag geben darf.",
      "Duell: Alle anderen stimmen, wer sterben soll, oder enthalten sich. Wer mehr Stimmen hat, stirbt; Gleichstand tötet beide; ohne Stimmen stirbt niemand.",
      "Ein Revolverheld (guter, böser oder Lucky Luke) gewinnt jedes Duell gegen einen Nicht-Revolverhelden, egal wie abgestimmt wurde. Danach darf der Richter entscheiden, wer stirbt, und der Arzt den Sterbenden retten.",
      "Der Bürgermeister und der Versicherungsvertreter dürfen tagsüber ihre Figur aufdecken.",
      "Durchsuchungsabstimmung: Jeder nennt so viele Spieler, wie der Tisch Durchsuchungen pro Tag erlaubt, sich selbst eingeschlossen. Die meistgenannten werden durchsucht; ein Gleichstand an der Grenze geht in eine Stichwahl, und bleibt er, fallen sie heraus.",
      "Hängen: Stimmen mehr mit Ja als mit Nein, wählt die Stadt einen der Durchsuchten zum Hängen (ein Durchsuchter: Er ist verurteilt); ein Gleichstand verschont alle. Ein Bürgermeister, der sich noch nicht aufgedeckt hat, darf den Verurteilten begnadigen, indem er sich aufdeckt.",
      "Bei Tagesabstimmungen gibt es keine Enthaltung, außer in Duellen.",
    ],
  },
  sleep: {
    heading: "Schlaf, Schutz und Bindung",
    items: [
      "Eingesperrt, betrunken gemacht oder zum Kartenspiel geholt: schläft den Rest der Nacht, ohne Fähigkeit und ohne Stimme bei gemeinsamen Wahlen.",
      "Eingesperrt oder von einem lebenden Leibwächter geschützt: In dieser Nacht wirkt kein Tötungsversuch auf ihn. Gift wirkt trotzdem, am nächsten Tag.",
      "Vom Verführer oder Erpresser gebunden: Er darf den Bindenden nie fordern, nie für seinen Tod stimmen und nie einen Tötungsversuch auf ihn richten.",
    ],
  },
  sizes: {
    heading: "Empfohlene Besetzung",
    paragraphs: ["Ohne Figurenliste gibt der Tisch so viele Figuren jeder Fraktion: zuerst die Schlüsselfiguren, dann einfache Mitglieder."],
    head: ["Spieler", "Stadt", "Banditen", "Indianer", "Ufos"],
  },
  options: {
    "moderator=auto":
      "Der Server ist Manitou: Er ruft jeden Schritt auf, schließt ihn, sobald alle Entscheidungen da sind, und beendet die Diskussion nach der eingestellten Zeit.",
    "moderator=human":
      "Ein Mensch ist Manitou: Er sieht alles, teilt die Figuren zu, schließt jeden Schritt, entscheidet Gleichstände bei der Durchsuchung und wann das Gift wirkt, und darf im Streit den Sieger ausrufen.",
    searchesPerDay: "Jeder Spieler nennt jeden Tag so viele Spieler zur Durchsuchung: {{value}}.",
    shipNight: "Die Banditen dürfen im Morgengrauen ab Nacht {{value}} davonsegeln.",
    duelsPerDay: "Höchstens so viele angenommene Duelle pro Tag: {{value}}.",
    "openChecks=true":
      "Offene Prüfungen: Im Morgengrauen erfahren alle, wen Pfarrer, Schamane, Gedankenfresser und Detektor geprüft haben, nicht aber das Ergebnis.",
    "openChecks=false": "Prüfungen sind geheim: Niemand erfährt, wen sie trafen.",
    "composition=": "Es gelten die empfohlenen Figuren für diese Spielerzahl (siehe Empfohlene Besetzung).",
    composition: "Ausgeteilte Figuren: {{value}}.",
    discussionSeconds: "Mit dem automatischen Manitou endet die Diskussion des Tages nach {{value}} s oder sobald alle bereit sind.",
  },
};

const ru: Texts = {
  aim: "Фракции Бум-бум-Сити борются за статуэтку. Город хочет её найти, бандиты — уплыть с ней, индейцы — остаться единственными живыми, а у остальных фракций свои цели. Ночью персонажи тайно применяют свои способности; днём все спорят, стреляются на дуэлях, обыскивают и вешают. Побеждает первая фракция, достигшая своей цели.",
  setup: {
    heading: "Игроки и персонажи",
    paragraphs: [
      "От 5 до 29 игроков и Маниту, который ведёт игру: сервер или человек. Каждый игрок тайно получает персонажа, и каждый персонаж принадлежит фракции.",
    ],
    items: [
      "Обычно играют Город, Бандиты и Индейцы, а с 18 игроков и Пришельцы (см. Рекомендуемые составы). Счастливчика Люка, Беглецов и Богов можно добавить списком персонажей стола.",
      "В начале каждый игрок не из Города узнаёт остальных членов своей фракции и их персонажей. Игрок Города знает только себя.",
      "Главарь начинает со статуэткой.",
      "Внутри фракции у персонажей есть старшинство — порядок в её таблице ниже: оно решает совместный выбор и то, кто решает, куда уйдёт статуэтка.",
      "Персонажа погибшего видят все.",
    ],
  },
  turn: {
    heading: "Ночь и день",
    items: [
      "Ночь 0: несколько персонажей действуют один раз в начале игры (см. Порядок ночи).",
      "Каждая следующая ночь: персонажи просыпаются по одному в постоянном порядке и тайно применяют способности. Ваш телефон загорается, когда просыпается ваш персонаж.",
      "Совместный выбор: выбирает каждый неспящий член фракции; считается выбор больше чем половины из них, иначе — выбор старшего.",
      "Рассвет: объявляют ночные смерти с персонажами, некоторые открытые действия (арест шерифа, охрану телохранителя, спаивание, игру шулера) и каждую смену фракции, у которой статуэтка (только названия фракций). Затем проверяются победы на рассвете.",
      "День: обсуждение, вызовы на дуэль, затем голосование за обыск. Если у обысканного статуэтка, побеждает Город.",
      "Затем все голосуют, вешать ли кого-нибудь; если да, вешают одного из обысканных. Потом наступает ночь.",
    ],
  },
  scoring: {
    heading: "Как побеждает каждая фракция",
    paragraphs: [
      "Побеждает только одна фракция: первая, чья цель выполнена, заканчивает игру. Побеждают все её члены, погибшие и сбежавшие тоже. Если никто не выжил, не побеждает никто.",
    ],
    head: ["Фракция", "Побеждает, когда"],
    wins: {
      town: "Дневной обыск находит статуэтку, её владелец гибнет днём (дуэль, виселица или яд) или игрок Города держит её на рассвете.",
      bandits: "Бандит держит статуэтку на рассвете после ночи корабля (ночи 3, если стол не задал иначе): они уплывают.",
      indians: "В живых остались только индейцы.",
      ufos: "Они подают третий сигнал (по одному каждую ночь, когда заканчивают ход со статуэткой).",
      luke: "Статуэтка у него, когда начинается его ночной ход: он уезжает.",
      runaways: "Сбегает последний беглец.",
      gods: "Они попадают во владельца статуэтки в третий раз.",
    },
  },
  factions: {
    town: "У Города нет совместных действий: каждый горожанин применяет свою способность, а днём Город обыскивает и вешает. Ключевой персонаж — шериф: пока он жив, вызванный может отказаться от дуэли.",
    bandits: "Вместе, каждую ночь, пока статуэтки у них нет, бандиты могут ограбить игрока (и забрать её, если она у него).",
    indians: "Вместе индейцы каждую ночь убивают игрока, а пока статуэтка у них — ещё одного.",
    ufos: "Вместе пришельцы каждую ночь обыскивают игрока; каждую ночь, когда они заканчивают ход со статуэткой, они подают сигнал.",
    luke: "Счастливчик Люк играет один. Он стрелок; каждую ночь обыскивает игрока, а после своего хода узнаёт, у кого статуэтка.",
    runaways:
      "Вместе беглецы каждую ночь обыскивают игрока. Каждую ночь, пока статуэтка у них, они соскребают с неё немного золота; когда наберётся достаточно, один из них следующей ночью сбегает (уходит из игры; это не смерть).",
    gods: "Вместе боги-неумехи каждую ночь стреляют в игрока с шансом 75 %. Попадание во владельца статуэтки засчитывается (и они могут её забрать); промах — попытка убить цель.",
  },
  characterHead: ["Персонаж", "Способность"],
  statuette: {
    heading: "Статуэтка",
    items: [
      "Она начинает у главаря. Кто её держит, тот об этом знает.",
      "Убийство владельца ночью отдаёт её убийце. Забирают её также арест, грабёж, обыск, кража и выигрыш в карты. Добытое фракцией вместе уходит её старшему неспящему члену.",
      "После своего хода фракция со статуэткой может передать её другому неспящему члену (решает старший неспящий).",
      "Рассвет объявляет каждый переход к другой фракции, но никогда — у кого она.",
      "Днём обыск, нашедший её, или смерть её владельца сразу приносят победу Городу.",
      "Тихий Шаг может подбросить её игроку, который об этом не знает. Подброшенную статуэтку забирают, находят и теряют как любую другую, но она не приносит победы на рассвете, сигналов, золота и не даёт Люку уехать.",
    ],
  },
  night: {
    heading: "Порядок ночи",
    paragraphs: ["Шаг пропускается, если его персонажа нет в игре, он мёртв или спит, уже использовал способность или ему не в кого целиться."],
    night0: "Ночь 0",
    dawn: "Рассвет: никого в живых — победителя нет; живы только индейцы — побеждают Индейцы; после ночи корабля статуэтка у бандита — побеждают Бандиты; статуэтка у игрока Города — побеждает Город.",
  },
  day: {
    heading: "День: дуэли, обыск, виселица",
    items: [
      "Во время обсуждения игрок может вызвать другого на дуэль. Пока жив шериф, вызванный может отказаться. Стол задаёт, сколько принятых дуэлей может быть за день.",
      "Дуэль: все остальные голосуют, кто должен умереть, или воздерживаются. Умирает тот, у кого больше голосов; при равенстве гибнут оба; без голосов никто не гибнет.",
      "Стрелок (хороший, плохой или Счастливчик Люк) всегда выигрывает дуэль у не-стрелка, как бы ни голосовали. Затем судья может решить, кто умрёт, а доктор — спасти того, кто должен умереть.",
      "Мэр и страховой агент могут днём раскрыть своего персонажа.",
      "Голосование за обыск: каждый называет столько игроков, сколько обысков в день задал стол, можно себя. Обыскивают названных чаще всех; равенство на границе решает переголосование, а если снова равенство, эти игроки выпадают.",
      "Виселица: если голосов «за» больше, чем «против», Город выбирает для повешения одного из обысканных (обыскан один — приговорён он); равенство щадит всех. Мэр, ещё не раскрывшийся, может помиловать приговорённого, раскрывшись.",
      "В дневных голосованиях воздержаться нельзя, кроме дуэлей.",
    ],
  },
  sleep: {
    heading: "Сон, охрана и связь",
    items: [
      "Арестован, споен или взят за карты: спит до конца ночи, без способности и без голоса в совместном выборе.",
      "Арестован или под охраной живого телохранителя: этой ночью никакое убийство на него не действует. Яд действует всё равно, на следующий день.",
      "Связан соблазнителем или шантажистом: никогда не может вызвать связавшего, голосовать за его смерть или целить в него убийство.",
    ],
  },
  sizes: {
    heading: "Рекомендуемые составы",
    paragraphs: ["Без списка персонажей стол раздаёт столько персонажей каждой фракции: сначала ключевых, потом рядовых."],
    head: ["Игроков", "Город", "Бандиты", "Индейцы", "Пришельцы"],
  },
  options: {
    "moderator=auto": "Маниту — сервер: вызывает каждый шаг, закрывает его, когда все решения приняты, и заканчивает обсуждение по истечении времени.",
    "moderator=human":
      "Маниту — человек: видит всё, раздаёт персонажей, закрывает шаги, решает равенства при обыске и когда действует яд, а в споре может объявить победителя.",
    searchesPerDay: "Каждый игрок каждый день называет для обыска столько игроков: {{value}}.",
    shipNight: "Бандиты могут уплыть на рассвете начиная с ночи {{value}}.",
    duelsPerDay: "Не больше стольких принятых дуэлей в день: {{value}}.",
    "openChecks=true": "Открытые проверки: на рассвете все узнают, кого проверяли пастор, шаман, пожиратель разума и детектор, но не что они узнали.",
    "openChecks=false": "Проверки тайные: никто не знает, на кого они были направлены.",
    "composition=": "Персонажи рекомендованы для этого числа игроков (см. Рекомендуемые составы).",
    composition: "Раздаваемые персонажи: {{value}}.",
    discussionSeconds: "С автоматическим Маниту дневное обсуждение заканчивается через {{value}} с или когда все готовы.",
  },
};

const uk: Texts = {
  aim: "Фракції Бум-бум-Сіті борються за статуетку. Місто хоче її знайти, бандити — відплисти з нею, індіанці — лишитися єдиними живими, а інші фракції мають власні цілі. Уночі персонажі таємно застосовують свої здібності; удень усі сперечаються, б'ються на дуелях, обшукують і вішають. Перемагає перша фракція, що досягне своєї мети.",
  setup: {
    heading: "Гравці й персонажі",
    paragraphs: ["Від 5 до 29 гравців і Маніту, що веде гру: сервер або людина. Кожен гравець таємно отримує персонажа, і кожен персонаж належить до фракції."],
    items: [
      "Зазвичай грають Місто, Бандити й Індіанці, а від 18 гравців і Прибульці (див. Рекомендовані склади). Щасливчика Люка, Утікачів і Богів можна додати списком персонажів столу.",
      "На початку кожен гравець не з Міста дізнається інших членів своєї фракції та їхніх персонажів. Гравець Міста знає лише себе.",
      "Ватажок починає зі статуеткою.",
      "Усередині фракції персонажі мають старшинство — порядок у її таблиці нижче: воно вирішує спільний вибір і те, хто вирішує, куди піде статуетка.",
      "Персонажа загиблого бачать усі.",
    ],
  },
  turn: {
    heading: "Ніч і день",
    items: [
      "Ніч 0: кілька персонажів діють один раз на початку гри (див. Порядок ночі).",
      "Кожна наступна ніч: персонажі прокидаються по одному в сталому порядку й таємно застосовують здібності. Ваш телефон світиться, коли прокидається ваш персонаж.",
      "Спільний вибір: вибирає кожен неспячий член фракції; рахується вибір більш ніж половини з них, інакше — вибір старшого.",
      "Світанок: оголошують нічні смерті з персонажами, деякі відкриті дії (арешт шерифа, охорону охоронця, споювання, гру шулера) і кожну зміну фракції, що має статуетку (лише назви фракцій). Потім перевіряють перемоги на світанку.",
      "День: обговорення, виклики на дуель, потім голосування за обшук. Якщо в обшуканого статуетка, перемагає Місто.",
      "Потім усі голосують, чи вішати когось; якщо так, вішають одного з обшуканих. Потім настає ніч.",
    ],
  },
  scoring: {
    heading: "Як перемагає кожна фракція",
    paragraphs: [
      "Перемагає лише одна фракція: перша, чию мету досягнуто, завершує гру. Перемагають усі її члени, загиблі й утеклі теж. Якщо ніхто не вижив, не перемагає ніхто.",
    ],
    head: ["Фракція", "Перемагає, коли"],
    wins: {
      town: "Денний обшук знаходить статуетку, її власник гине вдень (дуель, шибениця чи отрута) або гравець Міста тримає її на світанку.",
      bandits: "Бандит тримає статуетку на світанку після ночі корабля (ночі 3, якщо стіл не задав інакше): вони відпливають.",
      indians: "Живими лишилися самі індіанці.",
      ufos: "Вони подають третій сигнал (по одному щоночі, коли завершують хід зі статуеткою).",
      luke: "Статуетка в нього, коли починається його нічний хід: він їде геть.",
      runaways: "Утікає останній утікач.",
      gods: "Вони влучають у власника статуетки втретє.",
    },
  },
  factions: {
    town: "Місто не має спільних дій: кожен містянин застосовує власну здібність, а вдень Місто обшукує й вішає. Ключовий персонаж — шериф: доки він живий, викликаний може відмовитися від дуелі.",
    bandits: "Разом, щоночі, доки статуетки в них немає, бандити можуть пограбувати гравця (і забрати її, якщо вона в нього).",
    indians: "Разом індіанці щоночі вбивають гравця, а доки статуетка в них — ще одного.",
    ufos: "Разом прибульці щоночі обшукують гравця; щоночі, коли вони завершують хід зі статуеткою, вони подають сигнал.",
    luke: "Щасливчик Люк грає сам. Він стрілець; щоночі обшукує гравця, а після свого ходу дізнається, у кого статуетка.",
    runaways:
      "Разом утікачі щоночі обшукують гравця. Щоночі, доки статуетка в них, вони зіскрібають із неї трохи золота; коли набереться досить, один із них наступної ночі втікає (виходить із гри; це не смерть).",
    gods: "Разом боги-партачі щоночі стріляють у гравця з шансом 75 %. Влучання у власника статуетки зараховується (і вони можуть її забрати); промах — спроба вбити ціль.",
  },
  characterHead: ["Персонаж", "Здібність"],
  statuette: {
    heading: "Статуетка",
    items: [
      "Вона починає у ватажка. Хто її тримає, той про це знає.",
      "Убивство власника вночі віддає її вбивці. Забирають її також арешт, пограбування, обшук, крадіжка й виграш у карти. Здобуте фракцією разом іде до її старшого неспячого члена.",
      "Після свого ходу фракція зі статуеткою може передати її іншому неспячому членові (вирішує старший неспячий).",
      "Світанок оголошує кожен перехід до іншої фракції, але ніколи — у кого вона.",
      "Удень обшук, що її знайшов, або смерть її власника одразу приносять перемогу Місту.",
      "Тихий Крок може підкинути її гравцеві, який про це не знає. Підкинуту статуетку забирають, знаходять і втрачають як будь-яку іншу, але вона не дає перемоги на світанку, сигналів, золота й не дає Люкові поїхати.",
    ],
  },
  night: {
    heading: "Порядок ночі",
    paragraphs: ["Крок пропускають, якщо його персонажа немає в грі, він мертвий чи спить, уже використав здібність або йому нема в кого цілитися."],
    night0: "Ніч 0",
    dawn: "Світанок: нікого живого — переможця немає; живі лише індіанці — перемагають Індіанці; після ночі корабля статуетка в бандита — перемагають Бандити; статуетка в гравця Міста — перемагає Місто.",
  },
  day: {
    heading: "День: дуелі, обшук, шибениця",
    items: [
      "Під час обговорення гравець може викликати іншого на дуель. Доки живий шериф, викликаний може відмовитися. Стіл задає, скільки прийнятих дуелей може бути за день.",
      "Дуель: усі інші голосують, хто має померти, або утримуються. Помирає той, хто має більше голосів; за рівності гинуть обидва; без голосів ніхто не гине.",
      "Стрілець (добрий, лихий чи Щасливчик Люк) завжди виграє дуель у не-стрільця, хоч би як голосували. Потім суддя може вирішити, хто помре, а лікар — урятувати того, хто має померти.",
      "Мер і страховий агент можуть удень розкрити свого персонажа.",
      "Голосування за обшук: кожен називає стільки гравців, скільки обшуків на день задав стіл, можна себе. Обшукують тих, кого назвали найчастіше; рівність на межі вирішує переголосування, а якщо знову рівність, ці гравці випадають.",
      "Шибениця: якщо голосів «за» більше, ніж «проти», Місто вибирає для повішення одного з обшуканих (обшукано одного — засуджено його); рівність щадить усіх. Мер, що ще не розкрився, може помилувати засудженого, розкрившись.",
      "У денних голосуваннях утриматися не можна, крім дуелей.",
    ],
  },
  sleep: {
    heading: "Сон, охорона й зв'язок",
    items: [
      "Заарештований, споєний чи взятий до карт: спить до кінця ночі, без здібності й без голосу в спільному виборі.",
      "Заарештований або під охороною живого охоронця: цієї ночі жодне вбивство на нього не діє. Отрута діє однаково, наступного дня.",
      "Зв'язаний спокусником чи шантажистом: ніколи не може викликати того, хто його зв'язав, голосувати за його смерть чи цілити в нього вбивство.",
    ],
  },
  sizes: {
    heading: "Рекомендовані склади",
    paragraphs: ["Без списку персонажів стіл роздає стільки персонажів кожної фракції: спершу ключових, потім рядових."],
    head: ["Гравців", "Місто", "Бандити", "Індіанці", "Прибульці"],
  },
  options: {
    "moderator=auto": "Маніту — сервер: викликає кожен крок, закриває його, коли всі рішення ухвалено, і завершує обговорення, коли мине час.",
    "moderator=human":
      "Маніту — людина: бачить усе, роздає персонажів, закриває кроки, вирішує рівність при обшуку й коли діє отрута, а в суперечці може оголосити переможця.",
    searchesPerDay: "Кожен гравець щодня називає для обшуку стільки гравців: {{value}}.",
    shipNight: "Бандити можуть відплисти на світанку починаючи з ночі {{value}}.",
    duelsPerDay: "Не більше стількох прийнятих дуелей на день: {{value}}.",
    "openChecks=true": "Відкриті перевірки: на світанку всі дізнаються, кого перевіряли пастор, шаман, пожирач розуму й детектор, але не що вони дізналися.",
    "openChecks=false": "Перевірки таємні: ніхто не знає, на кого їх було спрямовано.",
    "composition=": "Персонажі рекомендовані для цієї кількості гравців (див. Рекомендовані склади).",
    composition: "Персонажі, що роздаються: {{value}}.",
    discussionSeconds: "З автоматичним Маніту денне обговорення закінчується через {{value}} с або коли всі готові.",
  },
};

const el: Texts = {
  aim: "Οι φατρίες του Μπουμ-μπουμ Σίτι παλεύουν για ένα αγαλματίδιο. Η Πόλη θέλει να το βρει, οι ληστές να σαλπάρουν μαζί του, οι Ινδιάνοι να μείνουν οι μόνοι ζωντανοί, και οι άλλες φατρίες έχουν δικούς τους στόχους. Τη νύχτα οι χαρακτήρες χρησιμοποιούν κρυφά τις ικανότητές τους· τη μέρα όλοι συζητούν, μονομαχούν, ερευνούν και κρεμούν. Κερδίζει η πρώτη φατρία που πετυχαίνει τον στόχο της.",
  setup: {
    heading: "Παίκτες και χαρακτήρες",
    paragraphs: [
      "5 έως 29 παίκτες και ο Μανιτού, που διευθύνει το παιχνίδι: ο διακομιστής ή ένας άνθρωπος. Κάθε παίκτης παίρνει κρυφά έναν χαρακτήρα, και κάθε χαρακτήρας ανήκει σε μια φατρία.",
    ],
    items: [
      "Συνήθως παίζουν η Πόλη, οι Ληστές και οι Ινδιάνοι, και από 18 παίκτες οι Εξωγήινοι (βλ. Προτεινόμενες συνθέσεις). Ο Λούκι Λουκ, οι Δραπέτες και οι Θεοί προστίθενται με τη λίστα χαρακτήρων του τραπεζιού.",
      "Στην αρχή κάθε παίκτης εκτός Πόλης μαθαίνει τα άλλα μέλη της φατρίας του και τους χαρακτήρες τους. Ένας παίκτης της Πόλης ξέρει μόνο τον εαυτό του.",
      "Ο αρχηγός της συμμορίας ξεκινά με το αγαλματίδιο.",
      "Μέσα σε μια φατρία οι χαρακτήρες έχουν βαθμό, τη σειρά του πίνακά της παρακάτω: κρίνει τις κοινές επιλογές και ποιος αποφασίζει πού πάει το αγαλματίδιο.",
      "Τον χαρακτήρα ενός νεκρού τον βλέπουν όλοι.",
    ],
  },
  turn: {
    heading: "Μια νύχτα και μια μέρα",
    items: [
      "Νύχτα 0: μερικοί χαρακτήρες δρουν μία φορά για να αρχίσει το παιχνίδι (βλ. Σειρά της νύχτας).",
      "Κάθε επόμενη νύχτα: οι χαρακτήρες ξυπνούν ένας ένας με σταθερή σειρά και χρησιμοποιούν κρυφά τις ικανότητές τους. Το κινητό σου φωτίζεται όταν ξυπνά ο χαρακτήρας σου.",
      "Κοινές επιλογές: διαλέγει κάθε ξύπνιο μέλος της φατρίας· μετράει η επιλογή πάνω από τους μισούς, αλλιώς του ανώτερου σε βαθμό.",
      "Αυγή: ανακοινώνονται οι νεκροί της νύχτας με τους χαρακτήρες τους, μερικές φανερές πράξεις (η φυλακή του σερίφη, η προστασία του σωματοφύλακα, τα μεθύσια, η παρτίδα του χαρτοκλέφτη) και κάθε αλλαγή της φατρίας που έχει το αγαλματίδιο (μόνο ονόματα φατριών). Μετά ελέγχονται οι νίκες της αυγής.",
      "Μέρα: συζήτηση, προκλήσεις σε μονομαχία, μετά η ψηφοφορία για έρευνα. Αν κάποιος που ερευνήθηκε έχει το αγαλματίδιο, κερδίζει η Πόλη.",
      "Μετά όλοι ψηφίζουν αν θα κρεμάσουν κάποιον· αν ναι, κρεμιέται ένας από όσους ερευνήθηκαν. Μετά πέφτει η νύχτα.",
    ],
  },
  scoring: {
    heading: "Πώς κερδίζει κάθε φατρία",
    paragraphs: [
      "Κερδίζει μόνο μία φατρία: η πρώτη που πετυχαίνει τον στόχο της τελειώνει το παιχνίδι. Κερδίζουν όλα τα μέλη της, και οι νεκροί και όσοι δραπέτευσαν. Αν δεν έμεινε κανείς ζωντανός, δεν κερδίζει κανείς.",
    ],
    head: ["Φατρία", "Κερδίζει όταν"],
    wins: {
      town: "Μια έρευνα τη μέρα βρίσκει το αγαλματίδιο, ο κάτοχός του πεθαίνει τη μέρα (μονομαχία, κρέμασμα ή δηλητήριο), ή ένας παίκτης της Πόλης το έχει την αυγή.",
      bandits: "Ένας ληστής έχει το αγαλματίδιο σε μια αυγή μετά τη νύχτα του πλοίου (την 3η, αν το τραπέζι δεν ορίσει άλλη): σαλπάρουν.",
      indians: "Ζωντανοί έμειναν μόνο Ινδιάνοι.",
      ufos: "Στέλνουν το τρίτο τους σήμα (ένα κάθε νύχτα που τελειώνουν τη σειρά τους με το αγαλματίδιο).",
      luke: "Έχει το αγαλματίδιο όταν αρχίζει η νυχτερινή του σειρά: φεύγει καβάλα.",
      runaways: "Δραπετεύει ο τελευταίος δραπέτης.",
      gods: "Χτυπούν τον κάτοχο του αγαλματιδίου για τρίτη φορά.",
    },
  },
  factions: {
    town: "Η Πόλη δεν έχει κοινή δράση: κάθε πολίτης χρησιμοποιεί τη δική του ικανότητα, και τη μέρα η Πόλη ερευνά και κρεμά. Βασικός χαρακτήρας είναι ο σερίφης: όσο ζει, όποιος προκαλείται μπορεί να αρνηθεί τη μονομαχία.",
    bandits: "Μαζί, κάθε νύχτα που δεν έχουν το αγαλματίδιο, οι ληστές μπορούν να ληστέψουν έναν παίκτη (και να το πάρουν αν το έχει).",
    indians: "Μαζί, οι Ινδιάνοι σκοτώνουν έναν παίκτη κάθε νύχτα, και δεύτερο όσο έχουν το αγαλματίδιο.",
    ufos: "Μαζί, οι Εξωγήινοι ερευνούν έναν παίκτη κάθε νύχτα· κάθε νύχτα που τελειώνουν τη σειρά τους με το αγαλματίδιο στέλνουν ένα σήμα.",
    luke: "Ο Λούκι Λουκ παίζει μόνος. Είναι πιστολέρο· κάθε νύχτα ερευνά έναν παίκτη, και μετά τη σειρά του μαθαίνει ποιος έχει το αγαλματίδιο.",
    runaways:
      "Μαζί, οι Δραπέτες ερευνούν έναν παίκτη κάθε νύχτα. Κάθε νύχτα που έχουν το αγαλματίδιο ξύνουν λίγο χρυσό από αυτό· όταν μαζευτεί αρκετός, ένας τους δραπετεύει την επόμενη νύχτα (φεύγει από το παιχνίδι· δεν είναι θάνατος).",
    gods: "Μαζί, οι άτσαλοι θεοί πυροβολούν έναν παίκτη κάθε νύχτα με πιθανότητα 75 %. Ένα χτύπημα στον κάτοχο του αγαλματιδίου μετράει (και μπορούν να το πάρουν)· μια αστοχία είναι απόπειρα να σκοτωθεί ο στόχος.",
  },
  characterHead: ["Χαρακτήρας", "Ικανότητα"],
  statuette: {
    heading: "Το αγαλματίδιο",
    items: [
      "Ξεκινά από τον αρχηγό της συμμορίας. Όποιος το έχει το ξέρει.",
      "Όποιος σκοτώσει τη νύχτα τον κάτοχό του το παίρνει. Το παίρνουν επίσης η φυλακή, η ληστεία, η έρευνα, η κλοπή και η νίκη στα χαρτιά. Ό,τι κερδίζει μια φατρία από κοινού πάει στο ανώτερο ξύπνιο μέλος της.",
      "Μετά τη σειρά της, μια φατρία με το αγαλματίδιο μπορεί να το δώσει σε άλλο ξύπνιο μέλος (αποφασίζει ο ανώτερος ξύπνιος).",
      "Η αυγή ανακοινώνει κάθε πέρασμά του σε άλλη φατρία, ποτέ όμως ποιος το έχει.",
      "Τη μέρα, μια έρευνα που το βρίσκει, ή ο θάνατος του κατόχου του, δίνει αμέσως τη νίκη στην Πόλη.",
      "Το αθόρυβο πόδι μπορεί να το φυτέψει σε έναν παίκτη χωρίς να του το πει. Ένα φυτεμένο αγαλματίδιο παίρνεται, βρίσκεται και χάνεται όπως κάθε άλλο, αλλά δεν δίνει νίκη την αυγή, σήματα, χρυσό, ούτε αφήνει τον Λουκ να φύγει.",
    ],
  },
  night: {
    heading: "Σειρά της νύχτας",
    paragraphs: ["Ένα βήμα παραλείπεται όταν ο χαρακτήρας του δεν παίζει, είναι νεκρός ή κοιμάται, έχει ξοδέψει την ικανότητά του ή δεν έχει στόχο."],
    night0: "Νύχτα 0",
    dawn: "Αυγή: κανείς ζωντανός, κανένας νικητής· ζουν μόνο Ινδιάνοι, κερδίζουν οι Ινδιάνοι· μετά τη νύχτα του πλοίου ένας ληστής έχει το αγαλματίδιο, κερδίζουν οι Ληστές· ένας παίκτης της Πόλης το έχει, κερδίζει η Πόλη.",
  },
  day: {
    heading: "Η μέρα: μονομαχίες, έρευνα, κρέμασμα",
    items: [
      "Στη συζήτηση ένας παίκτης μπορεί να προκαλέσει άλλον σε μονομαχία. Όσο ζει ο σερίφης, αυτός που προκαλείται μπορεί να αρνηθεί. Το τραπέζι ορίζει πόσες αποδεκτές μονομαχίες επιτρέπονται τη μέρα.",
      "Μονομαχία: όλοι οι άλλοι ψηφίζουν ποιος πρέπει να πεθάνει ή απέχουν. Πεθαίνει όποιος έχει τις περισσότερες ψήφους· ισοψηφία σκοτώνει και τους δύο· χωρίς ψήφους δεν πεθαίνει κανείς.",
      "Ένας πιστολέρο (καλός, κακός ή ο Λούκι Λουκ) κερδίζει πάντα μονομαχία με μη πιστολέρο, ό,τι κι αν ψηφιστεί. Μετά ο δικαστής μπορεί να αποφασίσει ποιος πεθαίνει, και ο γιατρός να σώσει αυτόν που πεθαίνει.",
      "Ο δήμαρχος και ο ασφαλιστής μπορούν να αποκαλύψουν τον χαρακτήρα τους τη μέρα.",
      "Ψηφοφορία για έρευνα: ο καθένας ονομάζει τόσους παίκτες όσες έρευνες τη μέρα ορίζει το τραπέζι, και τον εαυτό του. Ερευνώνται όσοι ονομάστηκαν περισσότερο· ισοψηφία στο όριο πάει σε επαναληπτική, κι αν μείνει, αυτοί αποκλείονται.",
      "Κρέμασμα: αν τα «ναι» είναι περισσότερα από τα «όχι», η Πόλη διαλέγει έναν από όσους ερευνήθηκαν για κρέμασμα (αν ερευνήθηκε ένας, καταδικάζεται αυτός)· μια ισοψηφία τους γλιτώνει όλους. Ένας δήμαρχος που δεν έχει αποκαλυφθεί μπορεί να δώσει χάρη στον καταδικασμένο αποκαλύπτοντας τον εαυτό του.",
      "Στις ψηφοφορίες της μέρας δεν υπάρχει αποχή, εκτός από τις μονομαχίες.",
    ],
  },
  sleep: {
    heading: "Ύπνος, προστασία και δέσμευση",
    items: [
      "Φυλακισμένος, μεθυσμένος ή καλεσμένος στα χαρτιά: κοιμάται ως το τέλος της νύχτας, χωρίς ικανότητα και χωρίς λόγο στις κοινές επιλογές.",
      "Φυλακισμένος ή προστατευμένος από ζωντανό σωματοφύλακα: εκείνη τη νύχτα καμία απόπειρα φόνου δεν τον πιάνει. Το δηλητήριο όμως δρα, την επόμενη μέρα.",
      "Δεσμευμένος από τον σαγηνευτή ή τον εκβιαστή: δεν μπορεί ποτέ να τον προκαλέσει, να ψηφίσει τον θάνατό του ή να στρέψει φόνο εναντίον του.",
    ],
  },
  sizes: {
    heading: "Προτεινόμενες συνθέσεις",
    paragraphs: ["Χωρίς λίστα χαρακτήρων, το τραπέζι μοιράζει τόσους από κάθε φατρία: πρώτα τους βασικούς χαρακτήρες, μετά απλά μέλη."],
    head: ["Παίκτες", "Πόλη", "Ληστές", "Ινδιάνοι", "Εξωγήινοι"],
  },
  options: {
    "moderator=auto":
      "Μανιτού είναι ο διακομιστής: καλεί κάθε βήμα, το κλείνει όταν ληφθούν όλες οι αποφάσεις, και τελειώνει τη συζήτηση όταν περάσει ο χρόνος.",
    "moderator=human":
      "Μανιτού είναι ένας άνθρωπος: βλέπει τα πάντα, μοιράζει τους χαρακτήρες, κλείνει τα βήματα, λύνει τις ισοψηφίες στην έρευνα, αποφασίζει πότε δρα το δηλητήριο, και σε διαφωνία μπορεί να ανακηρύξει νικητή.",
    searchesPerDay: "Κάθε παίκτης ονομάζει κάθε μέρα τόσους παίκτες για έρευνα: {{value}}.",
    shipNight: "Οι ληστές μπορούν να σαλπάρουν σε αυγή από τη νύχτα {{value}} και μετά.",
    duelsPerDay: "Το πολύ τόσες αποδεκτές μονομαχίες τη μέρα: {{value}}.",
    "openChecks=true": "Φανεροί έλεγχοι: την αυγή όλοι μαθαίνουν ποιον έλεγξαν ο πάστορας, ο σαμάνος, ο νοοφάγος και ο ανιχνευτής, όχι τι έμαθαν.",
    "openChecks=false": "Οι έλεγχοι είναι μυστικοί: κανείς δεν μαθαίνει ποιον αφορούσαν.",
    "composition=": "Οι χαρακτήρες είναι οι προτεινόμενοι για αυτόν τον αριθμό παικτών (βλ. Προτεινόμενες συνθέσεις).",
    composition: "Χαρακτήρες που μοιράζονται: {{value}}.",
    discussionSeconds: "Με τον αυτόματο Μανιτού η συζήτηση της μέρας τελειώνει μετά από {{value}} δ ή μόλις είναι όλοι έτοιμοι.",
  },
};

export const ktuluRules: RulesSheets = {
  en: sheet("en", en),
  pl: sheet("pl", pl),
  de: sheet("de", de),
  ru: sheet("ru", ru),
  uk: sheet("uk", uk),
  el: sheet("el", el),
};
