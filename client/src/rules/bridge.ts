/**
 * Contract Bridge's rules sheet (rules of record: the bridge ruleset, shared/src/bridge; its scoring in score.ts
 * and finish.ts). The figures are the same in every language, so they are written once here and each language
 * adds only its words: the deal score table, the worked examples, the expected score by high-card points and
 * the IMP scale. Terms follow the table's own words (client/src/i18n/games/bridge.ts and options.ts): pas /
 * kontra / rekontra / BA, Passe / Kontra / Rekontra / SA, пас / контра / реконтра / БК, πάσο / ΑΑ.
 */
import type { RulesSheets, RulesTable } from "./types";

/** The deal score table's figures (not vulnerable, vulnerable), row by row; each language gives the labels. */
const SCORE_FIGURES: readonly (readonly [string, string])[] = [
  ["20", "20"], // ♣ ♦ per trick bid
  ["30", "30"], // ♥ ♠ per trick bid
  ["40", "40"], // NT first trick
  ["30", "30"], // NT each further trick
  ["×2", "×2"], // doubled
  ["×4", "×4"], // redoubled
  ["20 / 30", "20 / 30"], // overtrick undoubled
  ["100", "200"], // overtrick doubled
  ["200", "400"], // overtrick redoubled
  ["50 / 100", "50 / 100"], // insult
  ["300", "500"], // game premium
  ["50", "50"], // part-score premium
  ["500", "750"], // small slam
  ["1000", "1500"], // grand slam
  ["50", "100"], // undertrick undoubled, each
  ["100", "200"], // down 1 doubled
  ["300", "500"], // down 2 doubled
  ["500", "800"], // down 3 doubled
  ["+300", "+300"], // each further doubled
  ["×2", "×2"], // redoubled undertricks
];

function scoreTable(head: readonly [string, string, string], labels: readonly string[]): RulesTable {
  return { head, rows: SCORE_FIGURES.map(([nv, v], i) => [labels[i], nv, v]) };
}

/** Worked deal scores from the declaring side's view: contract (NT written N), result, vulnerable, score. */
const EXAMPLES: readonly { contract: string; result: string; vul: boolean; score: string }[] = [
  { contract: "1N", result: "=", vul: false, score: "90" },
  { contract: "4♠", result: "=", vul: false, score: "420" },
  { contract: "4♠", result: "=", vul: true, score: "620" },
  { contract: "4♠", result: "+1", vul: false, score: "450" },
  { contract: "3N", result: "=", vul: true, score: "600" },
  { contract: "2♠XX", result: "+1", vul: false, score: "840" },
  { contract: "6N", result: "+1", vul: true, score: "1470" },
  { contract: "7N", result: "=", vul: true, score: "2220" },
  { contract: "3♥X", result: "−3", vul: false, score: "−500" },
  { contract: "4♠X", result: "−2", vul: true, score: "−500" },
];

function examples(head: readonly [string, string, string, string], nt: string, yes: string, no: string): RulesTable {
  return { head, rows: EXAMPLES.map((e) => [e.contract.replace("N", nt), e.result, e.vul ? yes : no, e.score]) };
}

/** Expected score of the side with more high-card points (IMP scoring): HCP, not vulnerable, vulnerable. */
const EXPECTED: readonly (readonly [string, string, string])[] = [
  ["20", "0", "0"],
  ["21", "50", "50"],
  ["22", "70", "70"],
  ["23", "110", "110"],
  ["24", "200", "290"],
  ["25", "300", "440"],
  ["26", "350", "520"],
  ["27", "400", "600"],
  ["28", "430", "630"],
  ["29", "460", "660"],
  ["30", "490", "690"],
  ["31", "600", "900"],
  ["32", "700", "1050"],
  ["33", "900", "1350"],
  ["34", "1000", "1500"],
  ["35", "1100", "1650"],
  ["36", "1200", "1800"],
  ["37–40", "1300", "1950"],
];

/** The IMP scale: difference in points, IMPs. */
const IMPS: readonly (readonly [string, string])[] = [
  ["0–10", "0"],
  ["20–40", "1"],
  ["50–80", "2"],
  ["90–120", "3"],
  ["130–160", "4"],
  ["170–210", "5"],
  ["220–260", "6"],
  ["270–310", "7"],
  ["320–360", "8"],
  ["370–420", "9"],
  ["430–490", "10"],
  ["500–590", "11"],
  ["600–740", "12"],
  ["750–890", "13"],
  ["900–1090", "14"],
  ["1100–1290", "15"],
  ["1300–1490", "16"],
  ["1500–1740", "17"],
  ["1750–1990", "18"],
  ["2000–2240", "19"],
  ["2250–2490", "20"],
  ["2500–2990", "21"],
  ["3000–3490", "22"],
  ["3500–3990", "23"],
  ["4000+", "24"],
];

const expectedTable = (head: readonly [string, string, string]): RulesTable => ({ head, rows: EXPECTED.map((r) => [...r]) });
const impTable = (head: readonly [string, string]): RulesTable => ({ head, rows: IMPS.map((r) => [...r]) });

export const bridgeRules: RulesSheets = {
  en: {
    aim: "Two partnerships, North-South against East-West. In the auction your side bids for a contract: how many tricks it will take and which suit is trumps. Then take at least that many tricks. Contracts made score for you; contracts that fail score for the other side.",
    setup: {
      heading: "The table",
      paragraphs: [
        "Four players; partners sit opposite each other: North with South, East with West. A 52-card deck, ace high, 2 low. Each player gets 13 cards.",
      ],
      items: [
        "The dealer calls first; the next deal is dealt by the player on the left (clockwise).",
        "A side may be vulnerable: it then scores more for contracts made and loses more for contracts failed. The table shows who is vulnerable on every deal.",
      ],
    },
    turn: {
      heading: "A deal",
      items: [
        "Auction: from the dealer, clockwise, each player calls Pass, a bid, X (double) or XX (redouble). Three passes in a row after a bid end it (see The auction).",
        "The last bid is the contract. Of the side that made it, the player who first named its suit (or NT) is the declarer; the partner is dummy.",
        "The player on the declarer's left leads the first card. Then dummy's hand is laid face up, and the declarer plays both hands.",
        "Follow suit if you can; otherwise play any card (you never have to trump). The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.",
        "After 13 tricks, or an accepted claim, the deal is scored and the next dealer deals.",
      ],
    },
    scoring: {
      heading: "Scoring",
      paragraphs: [
        "A bid at level 1 to 7 promises 6 more tricks than the level: 4♠ means 10 tricks with spades as trumps, 3NT 9 tricks without trumps.",
        "Made: the declaring side scores the contract points of the tricks bid (doubled ×2, redoubled ×4), plus overtricks and bonuses. Failed: the defenders score for every trick short (undertricks).",
        "Contract points of 100 or more are a game (4♥, 4♠, 3NT, 5♣, 5♦ and higher). The game and part-score bonuses are paid in Chicago, duplicate and IMP scoring; in rubber, games win the rubber instead (see Scoring methods).",
      ],
      table: scoreTable(
        ["Scored for", "Not vulnerable", "Vulnerable"],
        [
          "♣ ♦: each trick bid",
          "♥ ♠: each trick bid",
          "NT: first trick bid",
          "NT: each further trick bid",
          "Contract points doubled (X)",
          "Contract points redoubled (XX)",
          "Overtrick, not doubled (♣♦ / ♥♠NT)",
          "Overtrick, doubled",
          "Overtrick, redoubled",
          "Doubled / redoubled contract made",
          "Game bonus (contract points ≥ 100)",
          "Part-score bonus (under 100)",
          "Small slam (6 bid and made)",
          "Grand slam (7 bid and made)",
          "Undertrick, not doubled, each",
          "Down 1, doubled",
          "Down 2, doubled",
          "Down 3, doubled",
          "Each further undertrick, doubled",
          "Undertricks redoubled",
        ],
      ),
    },
    more: [
      {
        heading: "The auction",
        items: [
          "A bid is a level (1-7) and a strain. Strains rank ♣ < ♦ < ♥ < ♠ < NT (no trump).",
          "Each bid must be higher than the last one: a higher level, or the same level in a higher strain. You may overcall anyone's bid, your partner's too.",
          "X (double) only on an opponent's bid that is the last call other than passes. XX (redouble) only on an opponent's double.",
          "A new bid cancels any double or redouble.",
          "Four passes at the start: the deal is passed out.",
          "After a bid, three passes in a row end the auction; the contract is the last bid, doubled or redoubled if an X or XX followed it.",
        ],
      },
      {
        heading: "Dummy",
        items: [
          "Dummy's cards are shown to everyone after the opening lead, until the end of the deal.",
          "Dummy never plays: when it is dummy's turn, the declarer picks a card from dummy.",
          "Dummy is a hand like any other: it must follow suit, and a trick won by dummy leads from dummy.",
        ],
      },
      {
        heading: "Claims and concessions",
        paragraphs: ["With the Claims option on, a deal may end before the 13th trick."],
        items: [
          "After the opening lead, the declarer may claim a number of the remaining tricks (the trick in progress included). The declarer's cards are then shown to everyone.",
          "Both defenders answer. If both accept, play stops and the declaring side gets its tricks so far plus the claim. One rejection and play goes on where it stood.",
          "A defender may concede tricks to the declarer the same way. The declarer accepts or refuses; the conceding defender's partner may object.",
          "After a refused claim or concession, at least one more card must be played before the next one.",
        ],
      },
      {
        heading: "Scoring methods",
        items: [
          "Rubber: contract points go below the line, everything else above. 100 below the line (in one deal or several) wins a game, and both sides' part scores start again. A side with one game is vulnerable. Two games win the rubber: 700 if the other side has no game, 500 if it has one. Totals = above + below.",
          "Chicago: rounds of 4 deals, each scored alone with the full table. Vulnerability: deal 1 nobody, deals 2 and 3 one side (see the option), deal 4 both. A passed-out deal is dealt again by the same dealer.",
          "Duplicate: every deal is a numbered board with the standard vulnerability of its number (board 1 nobody, 2 N-S, 3 E-W, 4 both, …, repeating every 16). A passed-out board scores 0 and counts.",
          "IMPs against the expected score: each deal is compared with what the side holding more high-card points (A 4, K 3, Q 2, J 1) should score, and the difference is turned into IMPs. Vulnerability and passed-out deals as in Chicago.",
          "The side with the higher total at the end wins.",
        ],
      },
      {
        heading: "Honours (rubber)",
        items: [
          "One hand holding 4 of the A K Q J 10 of trumps: 100. All 5: 150.",
          "In NT, one hand holding all four aces: 150.",
          "They score for that hand's side, defenders too, whether the contract is made or not, and are never doubled.",
        ],
      },
      {
        heading: "Examples",
        paragraphs: ["Deal scores with bonuses, as in Chicago and duplicate (the declaring side's view; minus goes to the defenders)."],
        table: examples(["Contract", "Result", "Vulnerable", "Score"], "NT", "yes", "no"),
      },
      {
        heading: "IMPs: the expected score",
        paragraphs: [
          "Count the high-card points of each side. The side with more (N-S at 20-20) is expected to score the figure below. Its real score minus the expected score is the difference D; the IMP scale turns D into IMPs, won by that side when D is positive and by the other side when negative.",
        ],
        table: expectedTable(["Points", "Not vulnerable", "Vulnerable"]),
      },
      {
        heading: "IMP scale",
        table: impTable(["Difference", "IMPs"]),
      },
    ],
    options: {
      "scoring=rubber": "Rubber scoring: games of 100 below the line, the rubber bonus, honours.",
      "scoring=chicago": "Chicago: rounds of 4 deals, each scored alone, with game and part-score bonuses.",
      "scoring=duplicate": "Duplicate: numbered boards with the standard vulnerability, each scored alone.",
      "scoring=impHcp": "IMPs: each deal is compared with the expected score of the stronger side's high-card points.",
      rubbers: "In rubber scoring the game ends after {{value}} completed rubber(s).",
      rounds: "In Chicago and IMP scoring the game lasts {{value}} round(s) of 4 deals.",
      boards: "In duplicate the game lasts {{value}} board(s).",
      firstBoard: "In duplicate the first deal is board {{value}}; its number sets the vulnerability.",
      "chicagoVul=nonDealer": "Chicago deals 2 and 3: the side that did not deal is vulnerable.",
      "chicagoVul=dealer": "Chicago deals 2 and 3: the dealer's side is vulnerable (the ACBL way).",
      "vulnerability=auto": "Vulnerability follows the scoring method.",
      vulnerability: "Vulnerable on every deal: {{value}} (not in rubber, where games decide).",
      "honors=true": "Honours are scored in rubber.",
      "honors=false": "No honours are scored.",
      "claims=true": "The declarer may claim tricks and a defender may concede them.",
      "claims=false": "No claims or concessions: every deal is played to the 13th trick.",
    },
  },

  pl: {
    aim: "Dwie pary: N-S przeciw W-E. W licytacji twoja para zgłasza kontrakt: ile lew weźmie i jaki kolor jest atutem. Potem trzeba wziąć co najmniej tyle lew. Ugrany kontrakt daje punkty wam, przegrany — przeciwnikom.",
    setup: {
      heading: "Stół",
      paragraphs: ["Czterech graczy; partnerzy siedzą naprzeciw siebie: N z S, W z E. Talia 52 kart, as najwyższy, dwójka najniższa. Każdy dostaje 13 kart."],
      items: [
        "Rozdający licytuje pierwszy; kolejne rozdanie rozdaje gracz po jego lewej (zgodnie z ruchem wskazówek zegara).",
        "Para może być po partii: wtedy dostaje więcej za ugrany kontrakt i traci więcej za przegrany. Stół pokazuje założenia w każdym rozdaniu.",
      ],
    },
    turn: {
      heading: "Rozdanie",
      items: [
        "Licytacja: od rozdającego, po kolei w lewo, każdy mówi pas, odzywkę, kontrę (X) albo rekontrę (XX). Trzy pasy z rzędu po odzywce kończą licytację (zob. Licytacja).",
        "Ostatnia odzywka to kontrakt. Z pary, która ją zgłosiła, rozgrywającym jest ten, kto pierwszy wymienił jej kolor (lub BA); jego partner to dziadek.",
        "Gracz po lewej rozgrywającego wistuje (wychodzi pierwszą kartą). Potem dziadek wykłada karty odkryte, a rozgrywający gra obiema rękami.",
        "Do koloru trzeba dołożyć, jeśli się go ma; inaczej dowolna karta (nie trzeba przebijać). Lewę bierze najwyższy atut, a bez atutu najwyższa karta koloru wyjścia. Zwycięzca lewy wychodzi do następnej.",
        "Po 13 lewach albo przyjętym zgłoszeniu rozdanie jest liczone i rozdaje następny gracz.",
      ],
    },
    scoring: {
      heading: "Zapis",
      paragraphs: [
        "Odzywka na wysokości 1–7 obiecuje o 6 lew więcej niż wysokość: 4♠ to 10 lew z pikiem w atu, 3BA to 9 lew bez atu.",
        "Ugrany kontrakt: rozgrywający dostają punkty za zalicytowane lewy (z kontrą ×2, z rekontrą ×4) oraz nadróbki i premie. Przegrany: obrońcy dostają punkty za każdą brakującą lewę (wpadkę).",
        "Kontrakt wart 100 punktów lub więcej to dograna (4♥, 4♠, 3BA, 5♣, 5♦ i wyżej). Premie za dograną i częściówkę płaci się w Chicago, zapisie porównawczym i IMP; w zapisie robrowym dograne dają rober (zob. Rodzaje zapisu).",
      ],
      table: scoreTable(
        ["Za co", "Przed partią", "Po partii"],
        [
          "♣ ♦: każda zalicytowana lewa",
          "♥ ♠: każda zalicytowana lewa",
          "BA: pierwsza zalicytowana lewa",
          "BA: każda następna",
          "Punkty za kontrakt z kontrą (X)",
          "Punkty za kontrakt z rekontrą (XX)",
          "Nadróbka bez kontry (♣♦ / ♥♠BA)",
          "Nadróbka z kontrą",
          "Nadróbka z rekontrą",
          "Ugrany kontrakt z kontrą / rekontrą",
          "Premia za dograną (kontrakt ≥ 100)",
          "Premia za częściówkę (poniżej 100)",
          "Szlemik (zalicytowane i ugrane 6)",
          "Szlem (zalicytowane i ugrane 7)",
          "Wpadka bez kontry, za każdą lewę",
          "Bez jednej z kontrą",
          "Bez dwóch z kontrą",
          "Bez trzech z kontrą",
          "Każda dalsza lewa wpadki z kontrą",
          "Wpadki z rekontrą",
        ],
      ),
    },
    more: [
      {
        heading: "Licytacja",
        items: [
          "Odzywka to wysokość (1–7) i miano. Kolejność mian: ♣ < ♦ < ♥ < ♠ < BA (bez atu).",
          "Każda odzywka musi być wyższa od poprzedniej: wyższa wysokość albo ta sama wysokość w wyższym mianie. Można przelicytować każdego, także partnera.",
          "Kontra (X) tylko na odzywkę przeciwnika, jeśli to ostatnia zapowiedź poza pasami. Rekontra (XX) tylko na kontrę przeciwnika.",
          "Nowa odzywka znosi kontrę i rekontrę.",
          "Cztery pasy na początku: rozdanie jest przepasowane.",
          "Po odzywce trzy pasy z rzędu kończą licytację; kontraktem jest ostatnia odzywka, z kontrą lub rekontrą, jeśli po niej padła.",
        ],
      },
      {
        heading: "Dziadek",
        items: [
          "Karty dziadka widzą wszyscy od wistu do końca rozdania.",
          "Dziadek nigdy nie gra sam: gdy kolej na dziadka, rozgrywający wybiera kartę z jego ręki.",
          "Dziadek to zwykła ręka: musi dokładać do koloru, a lewę wziętą przez dziadka zaczyna się z ręki dziadka.",
        ],
      },
      {
        heading: "Zgłoszenia i oddanie lew",
        paragraphs: ["Przy włączonej opcji zgłoszeń rozdanie może się skończyć przed 13. lewą."],
        items: [
          "Po wiście rozgrywający może zgłosić, ile z pozostałych lew weźmie (z bieżącą lewą). Jego karty widzą wtedy wszyscy.",
          "Odpowiadają obaj obrońcy. Gdy obaj przyjmą, gra się kończy, a rozgrywający mają dotychczasowe lewy plus zgłoszone. Jedna odmowa i gra toczy się dalej.",
          "Obrońca może w ten sam sposób oddać lewy rozgrywającemu. Rozgrywający przyjmuje albo odrzuca; partner oddającego może zgłosić sprzeciw.",
          "Po odrzuconym zgłoszeniu lub oddaniu trzeba zagrać co najmniej jedną kartę przed następnym.",
        ],
      },
      {
        heading: "Rodzaje zapisu",
        items: [
          "Zapis robrowy: punkty za kontrakt pod kreską, reszta nad kreską. 100 pod kreską (w jednym rozdaniu lub kilku) to dograna; częściówki obu par zaczynają się od nowa. Para z jedną dograną jest po partii. Dwie dograne wygrywają robra: 700, gdy przeciwnicy nie mają dogranej, 500, gdy mają. Wynik = nad + pod kreską.",
          "Chicago: rundy po 4 rozdania, każde liczone osobno pełną tabelą. Założenia: rozdanie 1 nikt, 2 i 3 jedna para (zob. opcję), 4 obie. Przepasowane rozdanie ten sam rozdający rozdaje ponownie.",
          "Zapis porównawczy: każde rozdanie ma numer i standardowe założenia tego numeru (1 nikt, 2 N-S, 3 W-E, 4 obie, …, co 16). Przepasowane: 0 i rozdanie się liczy.",
          "Zapis IMP: każde rozdanie porównuje się z oczekiwanym wynikiem pary, która ma więcej punktów honorowych (A 4, K 3, D 2, W 1), a różnicę zamienia na IMP. Założenia i przepasowane jak w Chicago.",
          "Wygrywa para z wyższym wynikiem na końcu.",
        ],
      },
      {
        heading: "Honory (zapis robrowy)",
        items: [
          "Jedna ręka z 4 z A K D W 10 atutowymi: 100. Wszystkie 5: 150.",
          "W BA jedna ręka ze wszystkimi czterema asami: 150.",
          "Liczą się dla pary tej ręki, także obrońców, ugrany kontrakt czy nie, i nigdy nie są kontrowane.",
        ],
      },
      {
        heading: "Przykłady",
        paragraphs: ["Wynik rozdania z premiami, jak w Chicago i zapisie porównawczym (z punktu widzenia rozgrywających; minus dostają obrońcy)."],
        table: examples(["Kontrakt", "Wynik", "Po partii", "Punkty"], "BA", "tak", "nie"),
      },
      {
        heading: "IMP: oczekiwany wynik",
        paragraphs: [
          "Policz punkty honorowe (PC) obu par. Para, która ma ich więcej (przy 20–20 N-S), powinna zapisać wynik z tabeli. Jej prawdziwy wynik minus oczekiwany to różnica D; skala IMP zamienia D na IMP, które dostaje ta para, gdy D jest dodatnie, a przeciwnicy, gdy ujemne.",
        ],
        table: expectedTable(["PC", "Przed partią", "Po partii"]),
      },
      {
        heading: "Skala IMP",
        table: impTable(["Różnica", "IMP"]),
      },
    ],
    options: {
      "scoring=rubber": "Zapis robrowy: dograne po 100 pod kreską, premia za robra, honory.",
      "scoring=chicago": "Chicago: rundy po 4 rozdania, każde liczone osobno, z premiami za dograną i częściówkę.",
      "scoring=duplicate": "Zapis porównawczy: numerowane rozdania ze standardowymi założeniami, każde liczone osobno.",
      "scoring=impHcp": "Zapis IMP: każde rozdanie porównuje się z oczekiwanym wynikiem według PC silniejszej pary.",
      rubbers: "W zapisie robrowym gra kończy się po rozegraniu robrów: {{value}}.",
      rounds: "W Chicago i zapisie IMP liczba rund po 4 rozdania: {{value}}.",
      boards: "W zapisie porównawczym liczba rozdań: {{value}}.",
      firstBoard: "W zapisie porównawczym pierwsze rozdanie ma numer {{value}}; numer wyznacza założenia.",
      "chicagoVul=nonDealer": "Chicago, rozdania 2 i 3: po partii jest para, która nie rozdawała.",
      "chicagoVul=dealer": "Chicago, rozdania 2 i 3: po partii jest para rozdającego (jak w ACBL).",
      "vulnerability=auto": "Założenia wynikają z rodzaju zapisu.",
      vulnerability: "Założenia w każdym rozdaniu: {{value}} (nie w zapisie robrowym, gdzie decydują dograne).",
      "honors=true": "W zapisie robrowym liczy się honory.",
      "honors=false": "Honorów się nie liczy.",
      "claims=true": "Rozgrywający może zgłaszać lewy, a obrońca je oddawać.",
      "claims=false": "Bez zgłoszeń i oddawania lew: każde rozdanie gra się do 13. lewy.",
    },
  },

  de: {
    aim: "Zwei Partnerschaften, Nord-Süd gegen Ost-West. In der Reizung bietet deine Seite einen Kontrakt: wie viele Stiche sie macht und welche Farbe Trumpf ist. Dann müsst ihr mindestens so viele Stiche machen. Erfüllte Kontrakte zählen für euch, gefallene für die Gegner.",
    setup: {
      heading: "Der Tisch",
      paragraphs: [
        "Vier Spieler; Partner sitzen einander gegenüber: Nord mit Süd, Ost mit West. 52 Karten, das Ass ist hoch, die 2 niedrig. Jeder bekommt 13 Karten.",
      ],
      items: [
        "Der Teiler reizt zuerst; das nächste Spiel gibt der Spieler links von ihm (im Uhrzeigersinn).",
        "Eine Seite kann in Gefahr sein: Dann bekommt sie mehr für erfüllte und verliert mehr für gefallene Kontrakte. Der Tisch zeigt in jedem Spiel, wer in Gefahr ist.",
      ],
    },
    turn: {
      heading: "Ein Spiel",
      items: [
        "Reizung: vom Teiler an im Uhrzeigersinn sagt jeder Passe, ein Gebot, Kontra (X) oder Rekontra (XX). Drei Passe nacheinander nach einem Gebot beenden sie (siehe Die Reizung).",
        "Das letzte Gebot ist der Kontrakt. Von der Seite, die es abgab, ist Alleinspieler, wer dessen Farbe (oder SA) zuerst genannt hat; sein Partner ist der Dummy.",
        "Der Spieler links vom Alleinspieler spielt zum ersten Stich aus. Dann wird der Dummy offen aufgelegt, und der Alleinspieler spielt beide Hände.",
        "Farbe bedienen, wenn du kannst; sonst eine beliebige Karte (kein Trumpfzwang). Den Stich gewinnt der höchste Trumpf, ohne Trumpf die höchste Karte der ausgespielten Farbe. Der Gewinner spielt zum nächsten Stich aus.",
        "Nach 13 Stichen oder einem angenommenen Anspruch wird das Spiel gewertet, und der nächste Teiler gibt.",
      ],
    },
    scoring: {
      heading: "Wertung",
      paragraphs: [
        "Ein Gebot der Stufe 1 bis 7 verspricht 6 Stiche mehr als die Stufe: 4♠ heißt 10 Stiche mit Pik als Trumpf, 3SA 9 Stiche ohne Trumpf.",
        "Erfüllt: Die Alleinspielerseite bekommt die Kontraktpunkte der gebotenen Stiche (mit Kontra ×2, mit Rekontra ×4), dazu Überstiche und Prämien. Gefallen: Die Gegenspieler bekommen Punkte für jeden fehlenden Stich (Unterstich).",
        "Kontraktpunkte ab 100 sind eine Partie (4♥, 4♠, 3SA, 5♣, 5♦ und höher). Partie- und Teilspielprämien gibt es bei Chicago, Turnier und IMPs; im Robber gewinnen Partien stattdessen den Robber (siehe Wertungsarten).",
      ],
      table: scoreTable(
        ["Wofür", "Nicht in Gefahr", "In Gefahr"],
        [
          "♣ ♦: je gebotener Stich",
          "♥ ♠: je gebotener Stich",
          "SA: erster gebotener Stich",
          "SA: jeder weitere gebotene Stich",
          "Kontraktpunkte mit Kontra (X)",
          "Kontraktpunkte mit Rekontra (XX)",
          "Überstich ohne Kontra (♣♦ / ♥♠SA)",
          "Überstich mit Kontra",
          "Überstich mit Rekontra",
          "Kontrierter / rekontrierter Kontrakt erfüllt",
          "Partieprämie (Kontraktpunkte ≥ 100)",
          "Teilspielprämie (unter 100)",
          "Kleinschlemm (6 geboten und erfüllt)",
          "Großschlemm (7 geboten und erfüllt)",
          "Unterstich ohne Kontra, je Stich",
          "1 down mit Kontra",
          "2 down mit Kontra",
          "3 down mit Kontra",
          "Jeder weitere Unterstich mit Kontra",
          "Unterstiche mit Rekontra",
        ],
      ),
    },
    more: [
      {
        heading: "Die Reizung",
        items: [
          "Ein Gebot ist eine Stufe (1–7) und eine Denomination. Rangfolge: ♣ < ♦ < ♥ < ♠ < SA (Sans Atout).",
          "Jedes Gebot muss höher sein als das letzte: höhere Stufe oder gleiche Stufe in höherer Denomination. Du darfst jedes Gebot überbieten, auch das des Partners.",
          "Kontra (X) nur auf ein Gebot eines Gegners, das die letzte Ansage außer Passe ist. Rekontra (XX) nur auf ein Kontra eines Gegners.",
          "Ein neues Gebot hebt Kontra und Rekontra auf.",
          "Vier Passe zu Beginn: Alle passen, das Spiel fällt aus.",
          "Nach einem Gebot beenden drei Passe nacheinander die Reizung; Kontrakt ist das letzte Gebot, kontriert oder rekontriert, wenn X oder XX folgte.",
        ],
      },
      {
        heading: "Der Dummy",
        items: [
          "Die Karten des Dummys sehen alle ab dem ersten Ausspiel bis zum Ende des Spiels.",
          "Der Dummy spielt nie selbst: Ist der Dummy an der Reihe, wählt der Alleinspieler eine Karte aus seiner Hand.",
          "Der Dummy ist eine Hand wie jede andere: Er muss bedienen, und nach einem Stich des Dummys spielt der Dummy aus.",
        ],
      },
      {
        heading: "Ansprüche und Abgaben",
        paragraphs: ["Mit der Option Ansprüche kann ein Spiel vor dem 13. Stich enden."],
        items: [
          "Nach dem ersten Ausspiel kann der Alleinspieler eine Zahl der restlichen Stiche beanspruchen (der laufende Stich zählt mit). Seine Karten sehen dann alle.",
          "Beide Gegenspieler antworten. Nehmen beide an, endet das Spiel: Die Alleinspielerseite hat ihre bisherigen Stiche plus den Anspruch. Eine Ablehnung, und es wird weitergespielt.",
          "Ein Gegenspieler kann dem Alleinspieler ebenso Stiche abgeben. Der Alleinspieler nimmt an oder lehnt ab; der Partner des Abgebenden kann widersprechen.",
          "Nach einem abgelehnten Anspruch oder einer abgelehnten Abgabe muss mindestens eine Karte gespielt werden, bevor der nächste kommt.",
        ],
      },
      {
        heading: "Wertungsarten",
        items: [
          "Robber: Kontraktpunkte unter den Strich, alles andere darüber. 100 unter dem Strich (in einem oder mehreren Spielen) sind eine Partie; die Teilspiele beider Seiten beginnen neu. Eine Seite mit einer Partie ist in Gefahr. Zwei Partien gewinnen den Robber: 700, wenn die Gegner keine Partie haben, 500, wenn sie eine haben. Summe = über + unter dem Strich.",
          "Chicago: Runden zu 4 Spielen, jedes allein mit der vollen Tabelle gewertet. Gefahr: Spiel 1 keiner, Spiele 2 und 3 eine Seite (siehe Option), Spiel 4 alle. Passen alle, gibt derselbe Teiler neu.",
          "Turnier: Jedes Spiel ist ein nummeriertes Board mit der üblichen Gefahrenlage seiner Nummer (Board 1 keiner, 2 N-S, 3 O-W, 4 alle, …, alle 16 wiederholt). Passen alle: 0, und das Board zählt.",
          "IMPs nach Figurenpunkten: Jedes Spiel wird mit dem erwarteten Ergebnis der Seite mit mehr Figurenpunkten (A 4, K 3, D 2, B 1) verglichen; die Differenz wird in IMPs umgerechnet. Gefahr und ausgefallene Spiele wie bei Chicago.",
          "Am Ende gewinnt die Seite mit der höheren Summe.",
        ],
      },
      {
        heading: "Honneurs (Robber)",
        items: [
          "Eine Hand mit 4 von A K D B 10 der Trumpffarbe: 100. Alle 5: 150.",
          "Bei SA eine Hand mit allen vier Assen: 150.",
          "Sie zählen für die Seite dieser Hand, auch für Gegenspieler, ob der Kontrakt erfüllt ist oder nicht, und werden nie kontriert.",
        ],
      },
      {
        heading: "Beispiele",
        paragraphs: ["Ergebnisse mit Prämien wie bei Chicago und Turnier (aus Sicht der Alleinspielerseite; Minus bekommen die Gegenspieler)."],
        table: examples(["Kontrakt", "Ergebnis", "In Gefahr", "Punkte"], "SA", "ja", "nein"),
      },
      {
        heading: "IMPs: das erwartete Ergebnis",
        paragraphs: [
          "Zähle die Figurenpunkte (FP) jeder Seite. Die Seite mit mehr (bei 20–20 Nord-Süd) sollte das Ergebnis der Tabelle erreichen. Ihr wirkliches Ergebnis minus das erwartete ist die Differenz D; die IMP-Skala macht daraus IMPs, die diese Seite bekommt, wenn D positiv ist, und die Gegner, wenn D negativ ist.",
        ],
        table: expectedTable(["FP", "Nicht in Gefahr", "In Gefahr"]),
      },
      {
        heading: "IMP-Skala",
        table: impTable(["Differenz", "IMPs"]),
      },
    ],
    options: {
      "scoring=rubber": "Robber: Partien zu 100 unter dem Strich, Robberprämie, Honneurs.",
      "scoring=chicago": "Chicago: Runden zu 4 Spielen, jedes allein gewertet, mit Partie- und Teilspielprämien.",
      "scoring=duplicate": "Turnier: nummerierte Boards mit der üblichen Gefahrenlage, jedes allein gewertet.",
      "scoring=impHcp": "IMPs: Jedes Spiel wird mit dem erwarteten Ergebnis nach den Figurenpunkten der stärkeren Seite verglichen.",
      rubbers: "Im Robber endet das Spiel nach dieser Zahl vollendeter Robber: {{value}}.",
      rounds: "Bei Chicago und IMPs dauert das Spiel so viele Runden zu 4 Spielen: {{value}}.",
      boards: "Im Turnier dauert das Spiel so viele Boards: {{value}}.",
      firstBoard: "Im Turnier ist das erste Spiel Board {{value}}; die Nummer bestimmt die Gefahrenlage.",
      "chicagoVul=nonDealer": "Chicago, Spiele 2 und 3: Die Seite, die nicht gegeben hat, ist in Gefahr.",
      "chicagoVul=dealer": "Chicago, Spiele 2 und 3: Die Seite des Teilers ist in Gefahr (wie bei der ACBL).",
      "vulnerability=auto": "Die Gefahrenlage folgt der Wertungsart.",
      vulnerability: "In Gefahr in jedem Spiel: {{value}} (nicht im Robber, wo die Partien entscheiden).",
      "honors=true": "Im Robber werden Honneurs gezählt.",
      "honors=false": "Honneurs werden nicht gezählt.",
      "claims=true": "Der Alleinspieler darf Stiche beanspruchen, ein Gegenspieler Stiche abgeben.",
      "claims=false": "Keine Ansprüche oder Abgaben: Jedes Spiel wird bis zum 13. Stich gespielt.",
    },
  },

  ru: {
    aim: "Две пары: Север-Юг против Востока-Запада. В торговле ваша пара заявляет контракт: сколько взяток она возьмёт и какая масть козырная. Потом нужно взять не меньше. Выполненный контракт приносит очки вам, невыполненный — соперникам.",
    setup: {
      heading: "Стол",
      paragraphs: [
        "Четыре игрока; партнёры сидят друг напротив друга: Север с Югом, Восток с Западом. Колода 52 карты, туз старший, двойка младшая. Каждому сдаётся 13 карт.",
      ],
      items: [
        "Сдающий говорит первым; следующую сдачу сдаёт игрок слева от него (по часовой стрелке).",
        "Линия может быть в зоне: тогда она получает больше за выполненный контракт и теряет больше за невыполненный. Стол показывает зональность каждой сдачи.",
      ],
    },
    turn: {
      heading: "Сдача",
      items: [
        "Торговля: начиная со сдающего, по часовой стрелке, каждый говорит пас, заявку, контру (X) или реконтру (XX). Три паса подряд после заявки заканчивают её (см. Торговля).",
        "Последняя заявка — контракт. Из пары, сделавшей её, разыгрывающий тот, кто первым назвал её масть (или БК); его партнёр — болван.",
        "Игрок слева от разыгрывающего делает первый ход. Затем карты болвана открываются, и разыгрывающий играет за обе руки.",
        "Нужно ходить в масть, если она есть; иначе любой картой (бить козырем не обязательно). Взятку берёт старший козырь, а без козыря — старшая карта масти первого хода. Взявший взятку ходит следующим.",
        "После 13 взяток или принятой претензии сдача записывается, и сдаёт следующий.",
      ],
    },
    scoring: {
      heading: "Запись",
      paragraphs: [
        "Заявка уровня 1–7 обещает на 6 взяток больше уровня: 4♠ — 10 взяток с козырем пики, 3БК — 9 взяток без козыря.",
        "Контракт выполнен: разыгрывающие получают очки за заказанные взятки (с контрой ×2, с реконтрой ×4), лишние взятки и премии. Не выполнен: защитники получают очки за каждую недобранную взятку (недобор).",
        "Контракт стоимостью 100 и больше — это гейм (4♥, 4♠, 3БК, 5♣, 5♦ и выше). Премии за гейм и частичную запись платятся в Чикаго, спортивном бридже и IMP; в роббере геймы вместо этого выигрывают роббер (см. Способы записи).",
      ],
      table: scoreTable(
        ["За что", "До зоны", "В зоне"],
        [
          "♣ ♦: каждая заказанная взятка",
          "♥ ♠: каждая заказанная взятка",
          "БК: первая заказанная взятка",
          "БК: каждая следующая",
          "Очки за контракт с контрой (X)",
          "Очки за контракт с реконтрой (XX)",
          "Лишняя взятка без контры (♣♦ / ♥♠БК)",
          "Лишняя взятка с контрой",
          "Лишняя взятка с реконтрой",
          "Выполнен контракт с контрой / реконтрой",
          "Премия за гейм (контракт ≥ 100)",
          "Премия за частичную запись (меньше 100)",
          "Малый шлем (заказан и выполнен 6)",
          "Большой шлем (заказан и выполнен 7)",
          "Недобор без контры, за взятку",
          "Без одной с контрой",
          "Без двух с контрой",
          "Без трёх с контрой",
          "Каждая следующая взятка недобора с контрой",
          "Недобор с реконтрой",
        ],
      ),
    },
    more: [
      {
        heading: "Торговля",
        items: [
          "Заявка — это уровень (1–7) и деноминация. Старшинство: ♣ < ♦ < ♥ < ♠ < БК (без козыря).",
          "Каждая заявка должна быть выше предыдущей: выше уровень или тот же уровень в старшей деноминации. Перебить можно любую заявку, и партнёра тоже.",
          "Контра (X) — только на заявку соперника, если это последнее слово, кроме пасов. Реконтра (XX) — только на контру соперника.",
          "Новая заявка отменяет контру и реконтру.",
          "Четыре паса в начале: все пас, сдача не играется.",
          "После заявки три паса подряд заканчивают торговлю; контракт — последняя заявка, с контрой или реконтрой, если она последовала.",
        ],
      },
      {
        heading: "Болван",
        items: [
          "Карты болвана видят все с первого хода до конца сдачи.",
          "Болван сам не играет: когда очередь болвана, разыгрывающий выбирает карту из его руки.",
          "Болван — такая же рука: ходит в масть, а после взятки болвана следующий ход — из руки болвана.",
        ],
      },
      {
        heading: "Претензии и уступки",
        paragraphs: ["Если претензии разрешены, сдача может закончиться до 13-й взятки."],
        items: [
          "После первого хода разыгрывающий может заявить, сколько из оставшихся взяток он возьмёт (текущая взятка считается). Его карты тогда видят все.",
          "Отвечают оба защитника. Если оба согласны, игра останавливается: разыгрывающие получают уже взятые взятки плюс заявленные. Один отказ — игра продолжается.",
          "Защитник может так же уступить взятки разыгрывающему. Разыгрывающий принимает или отклоняет; партнёр уступившего может возразить.",
          "После отклонённой претензии или уступки нужно сыграть хотя бы одну карту до следующей.",
        ],
      },
      {
        heading: "Способы записи",
        items: [
          "Роббер: очки за контракт пишутся под чертой, остальное над чертой. 100 под чертой (за одну сдачу или несколько) — гейм; частичные записи обеих линий начинаются заново. Линия с одним геймом в зоне. Два гейма выигрывают роббер: 700, если у соперников нет гейма, 500, если есть. Итог = над + под чертой.",
          "Чикаго: круги по 4 сдачи, каждая записывается отдельно по полной таблице. Зональность: сдача 1 никто, 2 и 3 одна линия (см. настройку), 4 все. Если все пас, тот же сдающий сдаёт заново.",
          "Спортивный бридж: каждая сдача — пронумерованная сдача со стандартной зональностью своего номера (1 никто, 2 С-Ю, 3 В-З, 4 все, …, каждые 16 повторяется). Все пас: 0, сдача засчитывается.",
          "IMP по силе: каждая сдача сравнивается с ожидаемым результатом линии, у которой больше очков силы (туз 4, король 3, дама 2, валет 1); разница переводится в IMP. Зональность и «все пас» как в Чикаго.",
          "Побеждает линия с большим итогом в конце.",
        ],
      },
      {
        heading: "Онёры (роббер)",
        items: [
          "Одна рука с 4 из туза, короля, дамы, валета и десятки козыря: 100. Все 5: 150.",
          "В БК одна рука со всеми четырьмя тузами: 150.",
          "Они идут линии этой руки, защитникам тоже, выполнен контракт или нет, и никогда не удваиваются.",
        ],
      },
      {
        heading: "Примеры",
        paragraphs: ["Результат сдачи с премиями, как в Чикаго и спортивном бридже (для разыгрывающих; минус получают защитники)."],
        table: examples(["Контракт", "Итог", "В зоне", "Очки"], "БК", "да", "нет"),
      },
      {
        heading: "IMP: ожидаемый результат",
        paragraphs: [
          "Посчитайте очки силы каждой линии. Линия, у которой их больше (при 20–20 — Север-Юг), должна получить результат из таблицы. Её настоящий результат минус ожидаемый — разница D; шкала IMP переводит D в IMP, которые получает эта линия, если D положительна, и соперники, если отрицательна.",
        ],
        table: expectedTable(["Сила", "До зоны", "В зоне"]),
      },
      {
        heading: "Шкала IMP",
        table: impTable(["Разница", "IMP"]),
      },
    ],
    options: {
      "scoring=rubber": "Роббер: геймы по 100 под чертой, премия за роббер, онёры.",
      "scoring=chicago": "Чикаго: круги по 4 сдачи, каждая записывается отдельно, с премиями за гейм и частичную запись.",
      "scoring=duplicate": "Спортивный бридж: пронумерованные сдачи со стандартной зональностью, каждая записывается отдельно.",
      "scoring=impHcp": "IMP: каждая сдача сравнивается с ожидаемым результатом по очкам силы более сильной линии.",
      rubbers: "В роббере игра заканчивается после стольких сыгранных робберов: {{value}}.",
      rounds: "В Чикаго и IMP игра длится столько кругов по 4 сдачи: {{value}}.",
      boards: "В спортивном бридже игра длится столько сдач: {{value}}.",
      firstBoard: "В спортивном бридже первая сдача имеет номер {{value}}; номер задаёт зональность.",
      "chicagoVul=nonDealer": "Чикаго, сдачи 2 и 3: в зоне линия, которая не сдавала.",
      "chicagoVul=dealer": "Чикаго, сдачи 2 и 3: в зоне линия сдающего (как в ACBL).",
      "vulnerability=auto": "Зональность задаётся способом записи.",
      vulnerability: "В зоне в каждой сдаче: {{value}} (кроме роббера, где решают геймы).",
      "honors=true": "В роббере записываются онёры.",
      "honors=false": "Онёры не записываются.",
      "claims=true": "Разыгрывающий может заявлять претензии, а защитник уступать взятки.",
      "claims=false": "Без претензий и уступок: каждая сдача играется до 13-й взятки.",
    },
  },

  uk: {
    aim: "Дві пари: Північ-Південь проти Сходу-Заходу. У торгівлі ваша пара заявляє контракт: скільки взяток вона візьме і яка масть козирна. Потім треба взяти не менше. Виконаний контракт приносить очки вам, невиконаний — суперникам.",
    setup: {
      heading: "Стіл",
      paragraphs: [
        "Четверо гравців; партнери сидять один навпроти одного: Північ із Півднем, Схід із Заходом. Колода 52 карти, туз старший, двійка молодша. Кожному роздають 13 карт.",
      ],
      items: [
        "Роздавач говорить першим; наступну роздачу роздає гравець ліворуч від нього (за годинниковою стрілкою).",
        "Лінія може бути в зоні: тоді вона отримує більше за виконаний контракт і втрачає більше за невиконаний. Стіл показує зону кожної роздачі.",
      ],
    },
    turn: {
      heading: "Роздача",
      items: [
        "Торгівля: починаючи з роздавача, за годинниковою стрілкою, кожен каже пас, заявку, контру (X) або реконтру (XX). Три паси поспіль після заявки завершують її (див. Торгівля).",
        "Остання заявка — контракт. З пари, що її зробила, розігрувач той, хто першим назвав її масть (або БК); його партнер — болван.",
        "Гравець ліворуч від розігрувача робить перший хід. Потім карти болвана відкривають, і розігрувач грає за обидві руки.",
        "Треба ходити в масть, якщо вона є; інакше будь-якою картою (бити козирем не обов'язково). Взятку бере старший козир, а без козиря — старша карта масті першого ходу. Хто взяв взятку, ходить наступним.",
        "Після 13 взяток або прийнятої претензії роздачу записують, і роздає наступний.",
      ],
    },
    scoring: {
      heading: "Запис",
      paragraphs: [
        "Заявка рівня 1–7 обіцяє на 6 взяток більше за рівень: 4♠ — 10 взяток із козирем піка, 3БК — 9 взяток без козиря.",
        "Контракт виконано: розігрувачі отримують очки за замовлені взятки (з контрою ×2, з реконтрою ×4), зайві взятки й премії. Не виконано: захисники отримують очки за кожну недобрану взятку (недобір).",
        "Контракт вартістю 100 і більше — це гейм (4♥, 4♠, 3БК, 5♣, 5♦ і вище). Премії за гейм і частковий запис сплачують у Чикаго, спортивному бриджі та IMP; у робері геймі натомість виграють робер (див. Способи запису).",
      ],
      table: scoreTable(
        ["За що", "До зони", "У зоні"],
        [
          "♣ ♦: кожна замовлена взятка",
          "♥ ♠: кожна замовлена взятка",
          "БК: перша замовлена взятка",
          "БК: кожна наступна",
          "Очки за контракт із контрою (X)",
          "Очки за контракт із реконтрою (XX)",
          "Зайва взятка без контри (♣♦ / ♥♠БК)",
          "Зайва взятка з контрою",
          "Зайва взятка з реконтрою",
          "Виконано контракт із контрою / реконтрою",
          "Премія за гейм (контракт ≥ 100)",
          "Премія за частковий запис (менше 100)",
          "Малий шлем (замовлено й виконано 6)",
          "Великий шлем (замовлено й виконано 7)",
          "Недобір без контри, за взятку",
          "Без однієї з контрою",
          "Без двох із контрою",
          "Без трьох із контрою",
          "Кожна наступна взятка недобору з контрою",
          "Недобір із реконтрою",
        ],
      ),
    },
    more: [
      {
        heading: "Торгівля",
        items: [
          "Заявка — це рівень (1–7) і деномінація. Старшинство: ♣ < ♦ < ♥ < ♠ < БК (без козиря).",
          "Кожна заявка має бути вищою за попередню: вищий рівень або той самий рівень у старшій деномінації. Перебити можна будь-яку заявку, і партнерову теж.",
          "Контра (X) — лише на заявку суперника, якщо це останнє слово, крім пасів. Реконтра (XX) — лише на контру суперника.",
          "Нова заявка скасовує контру й реконтру.",
          "Чотири паси на початку: усі пас, роздача не грається.",
          "Після заявки три паси поспіль завершують торгівлю; контракт — остання заявка, з контрою чи реконтрою, якщо вона була після неї.",
        ],
      },
      {
        heading: "Болван",
        items: [
          "Карти болвана бачать усі від першого ходу до кінця роздачі.",
          "Болван сам не грає: коли черга болвана, розігрувач вибирає карту з його руки.",
          "Болван — така сама рука: ходить у масть, а після взятки болвана наступний хід — з руки болвана.",
        ],
      },
      {
        heading: "Претензії та поступки",
        paragraphs: ["Якщо претензії дозволено, роздача може закінчитися до 13-ї взятки."],
        items: [
          "Після першого ходу розігрувач може заявити, скільки з решти взяток він візьме (поточна взятка рахується). Його карти тоді бачать усі.",
          "Відповідають обидва захисники. Якщо обидва згодні, гра зупиняється: розігрувачі мають уже взяті взятки плюс заявлені. Одна відмова — гра триває.",
          "Захисник може так само поступитися взятками розігрувачу. Розігрувач приймає або відхиляє; партнер того, хто поступився, може заперечити.",
          "Після відхиленої претензії чи поступки треба зіграти щонайменше одну карту до наступної.",
        ],
      },
      {
        heading: "Способи запису",
        items: [
          "Робер: очки за контракт пишуть під рискою, решту над рискою. 100 під рискою (за одну роздачу чи кілька) — гейм; часткові записи обох ліній починаються знову. Лінія з одним геймом у зоні. Два геймі виграють робер: 700, якщо суперники не мають гейму, 500, якщо мають. Підсумок = над + під рискою.",
          "Чикаго: кола по 4 роздачі, кожну записують окремо за повною таблицею. Зона: роздача 1 ніхто, 2 і 3 одна лінія (див. налаштування), 4 усі. Якщо всі пас, той самий роздавач роздає знову.",
          "Спортивний бридж: кожна роздача має номер і стандартну зону свого номера (1 ніхто, 2 Пн-Пд, 3 Сх-Зх, 4 усі, …, що 16 повторюється). Усі пас: 0, роздача зараховується.",
          "IMP за силою: кожну роздачу порівнюють з очікуваним результатом лінії, що має більше очок сили (туз 4, король 3, дама 2, валет 1); різницю переводять в IMP. Зона й «усі пас» як у Чикаго.",
          "Перемагає лінія з більшим підсумком наприкінці.",
        ],
      },
      {
        heading: "Онери (робер)",
        items: [
          "Одна рука з 4 із туза, короля, дами, валета й десятки козиря: 100. Усі 5: 150.",
          "У БК одна рука з усіма чотирма тузами: 150.",
          "Вони йдуть лінії цієї руки, захисникам теж, виконано контракт чи ні, і ніколи не подвоюються.",
        ],
      },
      {
        heading: "Приклади",
        paragraphs: ["Результат роздачі з преміями, як у Чикаго та спортивному бриджі (для розігрувачів; мінус отримують захисники)."],
        table: examples(["Контракт", "Підсумок", "У зоні", "Очки"], "БК", "так", "ні"),
      },
      {
        heading: "IMP: очікуваний результат",
        paragraphs: [
          "Порахуйте очки сили кожної лінії. Лінія, що має їх більше (при 20–20 — Північ-Південь), має отримати результат із таблиці. Її справжній результат мінус очікуваний — різниця D; шкала IMP переводить D в IMP, які отримує ця лінія, якщо D додатна, і суперники, якщо від'ємна.",
        ],
        table: expectedTable(["Сила", "До зони", "У зоні"]),
      },
      {
        heading: "Шкала IMP",
        table: impTable(["Різниця", "IMP"]),
      },
    ],
    options: {
      "scoring=rubber": "Робер: геймі по 100 під рискою, премія за робер, онери.",
      "scoring=chicago": "Чикаго: кола по 4 роздачі, кожну записують окремо, з преміями за гейм і частковий запис.",
      "scoring=duplicate": "Спортивний бридж: пронумеровані роздачі зі стандартною зоною, кожну записують окремо.",
      "scoring=impHcp": "IMP: кожну роздачу порівнюють з очікуваним результатом за очками сили сильнішої лінії.",
      rubbers: "У робері гра закінчується після стількох зіграних роберів: {{value}}.",
      rounds: "У Чикаго та IMP гра триває стільки кіл по 4 роздачі: {{value}}.",
      boards: "У спортивному бриджі гра триває стільки роздач: {{value}}.",
      firstBoard: "У спортивному бриджі перша роздача має номер {{value}}; номер визначає зону.",
      "chicagoVul=nonDealer": "Чикаго, роздачі 2 і 3: у зоні лінія, яка не роздавала.",
      "chicagoVul=dealer": "Чикаго, роздачі 2 і 3: у зоні лінія роздавача (як в ACBL).",
      "vulnerability=auto": "Зону визначає спосіб запису.",
      vulnerability: "У зоні в кожній роздачі: {{value}} (крім робера, де вирішують геймі).",
      "honors=true": "У робері записують онери.",
      "honors=false": "Онери не записують.",
      "claims=true": "Розігрувач може заявляти претензії, а захисник поступатися взятками.",
      "claims=false": "Без претензій і поступок: кожну роздачу грають до 13-ї взятки.",
    },
  },

  el: {
    aim: "Δύο ζευγάρια, Βορράς-Νότος εναντίον Ανατολής-Δύσης. Στην αγορά το ζευγάρι σου δηλώνει ένα συμβόλαιο: πόσες λεβέ θα πάρει και ποιο χρώμα είναι ατού. Μετά πρέπει να πάρει τουλάχιστον τόσες. Ένα συμβόλαιο που βγαίνει δίνει πόντους σε σας· ένα που πέφτει, στους αντιπάλους.",
    setup: {
      heading: "Το τραπέζι",
      paragraphs: [
        "Τέσσερις παίκτες· οι συμπαίκτες κάθονται απέναντι: Βορράς με Νότο, Ανατολή με Δύση. Τράπουλα 52 φύλλων, ο άσος ψηλότερος, το 2 χαμηλότερο. Ο καθένας παίρνει 13 φύλλα.",
      ],
      items: [
        "Ο μοιράζων μιλά πρώτος· την επόμενη διανομή τη μοιράζει ο παίκτης στα αριστερά του (δεξιόστροφα).",
        "Ένας άξονας μπορεί να είναι τρωτός: τότε κερδίζει περισσότερα για ένα συμβόλαιο που βγαίνει και χάνει περισσότερα για ένα που πέφτει. Το τραπέζι δείχνει την τρωτότητα σε κάθε διανομή.",
      ],
    },
    turn: {
      heading: "Μια διανομή",
      items: [
        "Αγορά: από τον μοιράζοντα, δεξιόστροφα, ο καθένας λέει πάσο, μια δήλωση, κόντρα (X) ή ρεκόντρα (XX). Τρία πάσο στη σειρά μετά από δήλωση την τελειώνουν (βλ. Η αγορά).",
        "Η τελευταία δήλωση είναι το συμβόλαιο. Από το ζευγάρι που την έκανε, εκτελεστής είναι όποιος πρώτος ονόμασε το χρώμα της (ή ΑΑ)· ο συμπαίκτης του είναι ο μορ.",
        "Ο παίκτης στα αριστερά του εκτελεστή κάνει την αρχική έξοδο. Μετά τα φύλλα του μορ απλώνονται ανοιχτά, και ο εκτελεστής παίζει και τα δύο χέρια.",
        "Ακολουθείς το χρώμα αν μπορείς· αλλιώς παίζεις οποιοδήποτε φύλλο (δεν είσαι υποχρεωμένος να κόψεις). Τη λεβέ παίρνει το ψηλότερο ατού· χωρίς ατού, το ψηλότερο φύλλο του χρώματος της εξόδου. Όποιος την πήρε βγαίνει στην επόμενη.",
        "Μετά από 13 λεβέ ή μια αποδεκτή διεκδίκηση η διανομή βαθμολογείται και μοιράζει ο επόμενος.",
      ],
    },
    scoring: {
      heading: "Βαθμολογία",
      paragraphs: [
        "Μια δήλωση επιπέδου 1 έως 7 υπόσχεται 6 λεβέ περισσότερες από το επίπεδο: 4♠ σημαίνει 10 λεβέ με ατού μπαστούνι, 3ΑΑ 9 λεβέ χωρίς ατού.",
        "Βγήκε: ο άξονας του εκτελεστή παίρνει τους πόντους συμβολαίου των λεβέ που δήλωσε (με κόντρα ×2, με ρεκόντρα ×4), συν τις επιπλέον λεβέ και τα μπόνους. Έπεσε: οι αμυνόμενοι παίρνουν πόντους για κάθε λεβέ που λείπει.",
        "Πόντοι συμβολαίου 100 ή περισσότεροι είναι μανς (4♥, 4♠, 3ΑΑ, 5♣, 5♦ και πάνω). Τα μπόνους μανς και μερικού πληρώνονται στο Σικάγο, στο αγωνιστικό και στα IMP· στο ρόμπερ τα μανς κερδίζουν αντί γι' αυτό το ρόμπερ (βλ. Τρόποι βαθμολογίας).",
      ],
      table: scoreTable(
        ["Για τι", "Μη τρωτοί", "Τρωτοί"],
        [
          "♣ ♦: κάθε δηλωμένη λεβέ",
          "♥ ♠: κάθε δηλωμένη λεβέ",
          "ΑΑ: πρώτη δηλωμένη λεβέ",
          "ΑΑ: κάθε επόμενη δηλωμένη λεβέ",
          "Πόντοι συμβολαίου με κόντρα (X)",
          "Πόντοι συμβολαίου με ρεκόντρα (XX)",
          "Επιπλέον λεβέ χωρίς κόντρα (♣♦ / ♥♠ΑΑ)",
          "Επιπλέον λεβέ με κόντρα",
          "Επιπλέον λεβέ με ρεκόντρα",
          "Συμβόλαιο με κόντρα / ρεκόντρα που βγήκε",
          "Μπόνους μανς (πόντοι συμβολαίου ≥ 100)",
          "Μπόνους μερικού (κάτω από 100)",
          "Μικρό σλαμ (δηλωμένο 6 που βγήκε)",
          "Μεγάλο σλαμ (δηλωμένο 7 που βγήκε)",
          "Λεβέ που λείπει, χωρίς κόντρα, η καθεμία",
          "Μείον 1 με κόντρα",
          "Μείον 2 με κόντρα",
          "Μείον 3 με κόντρα",
          "Κάθε επόμενη λεβέ που λείπει, με κόντρα",
          "Λεβέ που λείπουν, με ρεκόντρα",
        ],
      ),
    },
    more: [
      {
        heading: "Η αγορά",
        items: [
          "Μια δήλωση είναι ένα επίπεδο (1–7) και ένα χρώμα. Σειρά: ♣ < ♦ < ♥ < ♠ < ΑΑ (άνευ ατού).",
          "Κάθε δήλωση πρέπει να είναι ψηλότερη από την προηγούμενη: ψηλότερο επίπεδο, ή ίδιο επίπεδο σε ψηλότερο χρώμα. Μπορείς να υπερθεματίσεις οποιονδήποτε, και τον συμπαίκτη σου.",
          "Κόντρα (X) μόνο σε δήλωση αντιπάλου που είναι η τελευταία εκτός από τα πάσο. Ρεκόντρα (XX) μόνο σε κόντρα αντιπάλου.",
          "Μια νέα δήλωση ακυρώνει κόντρα και ρεκόντρα.",
          "Τέσσερα πάσο στην αρχή: όλοι πάσο, η διανομή δεν παίζεται.",
          "Μετά από δήλωση, τρία πάσο στη σειρά τελειώνουν την αγορά· συμβόλαιο είναι η τελευταία δήλωση, με κόντρα ή ρεκόντρα αν ακολούθησε.",
        ],
      },
      {
        heading: "Ο μορ",
        items: [
          "Τα φύλλα του μορ τα βλέπουν όλοι από την αρχική έξοδο ως το τέλος της διανομής.",
          "Ο μορ δεν παίζει ποτέ μόνος του: όταν είναι η σειρά του, ο εκτελεστής διαλέγει φύλλο από το χέρι του.",
          "Ο μορ είναι χέρι όπως όλα: ακολουθεί χρώμα, και μετά από λεβέ του μορ η έξοδος γίνεται από το χέρι του.",
        ],
      },
      {
        heading: "Διεκδικήσεις και παραχωρήσεις",
        paragraphs: ["Με την επιλογή Διεκδικήσεις, μια διανομή μπορεί να τελειώσει πριν από τη 13η λεβέ."],
        items: [
          "Μετά την αρχική έξοδο ο εκτελεστής μπορεί να διεκδικήσει έναν αριθμό από τις υπόλοιπες λεβέ (μαζί με την τρέχουσα). Τότε τα φύλλα του τα βλέπουν όλοι.",
          "Απαντούν και οι δύο αμυνόμενοι. Αν δεχτούν και οι δύο, το παιχνίδι σταματά: ο άξονας του εκτελεστή έχει τις λεβέ του ως τώρα συν τη διεκδίκηση. Μία άρνηση και το παιχνίδι συνεχίζεται.",
          "Ένας αμυνόμενος μπορεί με τον ίδιο τρόπο να παραχωρήσει λεβέ στον εκτελεστή. Ο εκτελεστής δέχεται ή αρνείται· ο συμπαίκτης αυτού που παραχωρεί μπορεί να προβάλει αντίρρηση.",
          "Μετά από διεκδίκηση ή παραχώρηση που απορρίφθηκε, πρέπει να παιχτεί τουλάχιστον ένα φύλλο πριν από την επόμενη.",
        ],
      },
      {
        heading: "Τρόποι βαθμολογίας",
        items: [
          "Ρόμπερ: οι πόντοι συμβολαίου γράφονται κάτω από τη γραμμή, τα υπόλοιπα πάνω. 100 κάτω από τη γραμμή (σε μία ή περισσότερες διανομές) είναι ένα μανς· τα μερικά και των δύο αξόνων ξεκινούν από την αρχή. Ένας άξονας με ένα μανς είναι τρωτός. Δύο μανς κερδίζουν το ρόμπερ: 700 αν ο αντίπαλος δεν έχει μανς, 500 αν έχει. Σύνολο = πάνω + κάτω.",
          "Σικάγο: γύροι των 4 διανομών, η καθεμία βαθμολογείται μόνη της με όλο τον πίνακα. Τρωτότητα: διανομή 1 κανείς, 2 και 3 ένας άξονας (βλ. επιλογή), 4 όλοι. Αν όλοι πάνε πάσο, ο ίδιος μοιράζων μοιράζει ξανά.",
          "Αγωνιστικό: κάθε διανομή έχει αριθμό και την καθιερωμένη τρωτότητα του αριθμού της (1 κανείς, 2 Β-Ν, 3 Α-Δ, 4 όλοι, …, επαναλαμβάνεται ανά 16). Όλοι πάσο: 0, και η διανομή μετράει.",
          "IMP κατά πόντους: κάθε διανομή συγκρίνεται με το αναμενόμενο σκορ του άξονα με τους περισσότερους πόντους (άσος 4, ρήγας 3, ντάμα 2, βαλές 1)· η διαφορά γίνεται IMP. Τρωτότητα και «όλοι πάσο» όπως στο Σικάγο.",
          "Στο τέλος κερδίζει ο άξονας με το μεγαλύτερο σύνολο.",
        ],
      },
      {
        heading: "Τιμές (ρόμπερ)",
        items: [
          "Ένα χέρι με 4 από τα A K Q J 10 του ατού: 100. Και τα 5: 150.",
          "Στα ΑΑ, ένα χέρι με και τους τέσσερις άσους: 150.",
          "Μετρούν για τον άξονα αυτού του χεριού, και για τους αμυνόμενους, είτε βγει το συμβόλαιο είτε όχι, και δεν διπλασιάζονται ποτέ.",
        ],
      },
      {
        heading: "Παραδείγματα",
        paragraphs: ["Σκορ διανομής με τα μπόνους, όπως στο Σικάγο και στο αγωνιστικό (από τη σκοπιά του εκτελεστή· το μείον πάει στους αμυνόμενους)."],
        table: examples(["Συμβόλαιο", "Αποτέλεσμα", "Τρωτοί", "Πόντοι"], "ΑΑ", "ναι", "όχι"),
      },
      {
        heading: "IMP: το αναμενόμενο σκορ",
        paragraphs: [
          "Μέτρησε τους πόντους κάθε άξονα. Ο άξονας με τους περισσότερους (στο 20–20 ο Β-Ν) αναμένεται να γράψει το σκορ του πίνακα. Το πραγματικό του σκορ μείον το αναμενόμενο είναι η διαφορά D· η κλίμακα IMP κάνει τη D σε IMP, που τα παίρνει αυτός ο άξονας όταν η D είναι θετική και ο αντίπαλος όταν είναι αρνητική.",
        ],
        table: expectedTable(["Πόντοι", "Μη τρωτοί", "Τρωτοί"]),
      },
      {
        heading: "Κλίμακα IMP",
        table: impTable(["Διαφορά", "IMP"]),
      },
    ],
    options: {
      "scoring=rubber": "Ρόμπερ: μανς των 100 κάτω από τη γραμμή, μπόνους ρόμπερ, τιμές.",
      "scoring=chicago": "Σικάγο: γύροι των 4 διανομών, η καθεμία μόνη της, με μπόνους μανς και μερικού.",
      "scoring=duplicate": "Αγωνιστικό: αριθμημένες διανομές με την καθιερωμένη τρωτότητα, η καθεμία μόνη της.",
      "scoring=impHcp": "IMP: κάθε διανομή συγκρίνεται με το αναμενόμενο σκορ κατά τους πόντους του ισχυρότερου άξονα.",
      rubbers: "Στο ρόμπερ το παιχνίδι τελειώνει μετά από τόσα ολοκληρωμένα ρόμπερ: {{value}}.",
      rounds: "Στο Σικάγο και στα IMP το παιχνίδι κρατά τόσους γύρους των 4 διανομών: {{value}}.",
      boards: "Στο αγωνιστικό το παιχνίδι κρατά τόσες διανομές: {{value}}.",
      firstBoard: "Στο αγωνιστικό η πρώτη διανομή έχει τον αριθμό {{value}}· ο αριθμός ορίζει την τρωτότητα.",
      "chicagoVul=nonDealer": "Σικάγο, διανομές 2 και 3: τρωτός είναι ο άξονας που δεν μοίρασε.",
      "chicagoVul=dealer": "Σικάγο, διανομές 2 και 3: τρωτός είναι ο άξονας του μοιράζοντα (όπως στην ACBL).",
      "vulnerability=auto": "Η τρωτότητα ακολουθεί τον τρόπο βαθμολογίας.",
      vulnerability: "Τρωτοί σε κάθε διανομή: {{value}} (όχι στο ρόμπερ, όπου αποφασίζουν τα μανς).",
      "honors=true": "Στο ρόμπερ μετρούν οι τιμές.",
      "honors=false": "Οι τιμές δεν μετρούν.",
      "claims=true": "Ο εκτελεστής μπορεί να διεκδικεί λεβέ και ένας αμυνόμενος να τις παραχωρεί.",
      "claims=false": "Χωρίς διεκδικήσεις ή παραχωρήσεις: κάθε διανομή παίζεται ως τη 13η λεβέ.",
    },
  },
};
