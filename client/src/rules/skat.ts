/**
 * How to play Skat, in the project's own words (rules of record: docs/rules/skat.md). German as German tables
 * speak it (Vorhand, Mittelhand, Hinterhand, reizen, sagen und hören, Skat aufnehmen, drücken, Handspiel,
 * Schneider, Schwarz, ouvert, Spitzen mit/ohne, Grundwert, überreizt, Augen, Kontra/Re/Sup, Ramsch, Turnierliste,
 * Bierlachs); the other languages with the table's own words (i18n/games/skat.ts). The `more` sections come in a
 * fixed order that the unit test relies on: bidding, card order, card points, base values, null values; their
 * figures are checked against shared/src/skat (ladder, cards, value).
 */
import type { RulesSheets } from "./types";

export const skatRules: RulesSheets = {
  en: {
    aim: "Three players bid for the right to play alone, as the declarer, against the other two. The declarer wins a suit game or a grand with at least 61 of the 120 card points, and a null game by taking no trick at all. Every game has a value; after the agreed number of deals the highest total on the list wins.",
    setup: {
      heading: "Players, cards and positions",
      paragraphs: [
        "32 cards: 7, 8, 9, 10, jack, queen, king and ace in clubs ♣, spades ♠, hearts ♥ and diamonds ♦. Each active player gets 10 cards; 2 go face down as the skat. At a table of four the dealer sits each deal out.",
        "Left of the dealer sits Forehand, then Middlehand, then Rearhand. Forehand leads the first trick. The deal passes clockwise.",
      ],
    },
    turn: {
      heading: "A deal",
      items: [
        "Bidding decides the declarer (see below). The winner of the bidding may pick up the skat and put any two cards away, which still count for them, or play a hand game without looking at it.",
        "The declarer then declares the game: a suit game (clubs, spades, hearts or diamonds is trump, together with the four jacks), a grand (only the four jacks are trumps) or null (no trumps, and the declarer must not take a single trick). In a hand game the declarer may also announce schneider, schwarz or ouvert (playing with cards face up).",
        "Play: Forehand leads. Follow the suit led if you can; the jacks belong to the trumps, not to their own suit (except in null). Otherwise play any card: there is no duty to trump or to beat. The highest trump wins the trick, otherwise the highest card of the suit led. The winner leads the next trick; 10 tricks in all.",
        "The two defenders play together and pool their tricks; at the end the card points are counted.",
      ],
    },
    scoring: {
      heading: "Scoring",
      paragraphs: [
        "A game won scores its value; a game lost costs twice its value. Under kontra the value doubles again for each kontra, re or sup. How the list records it depends on the scoring system (see the table below).",
      ],
      table: {
        head: ["System", "Game won", "Game lost"],
        rows: [
          ["Tournament list (Seeger–Fabian)", "declarer: value + 50", "declarer: −2 × value − 50; every other player: +40 (+30 at a table of four)"],
          ["Plain game values", "declarer: value", "declarer: −2 × value"],
          ["Beer skat", "every other player: −value", "declarer: −2 × value"],
        ],
      },
      items: [
        "A passed-out deal scores nothing but counts as a deal.",
        "The game ends after the agreed number of deals (beer skat: when someone reaches the beer limit); the highest total wins.",
      ],
    },
    more: [
      {
        heading: "Bidding",
        items: [
          "Middlehand says values to Forehand: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (only values a game can be worth). Forehand answers “yes” to hold, or passes. Whoever passes is out.",
          "Then Rearhand says higher values to whoever is left, in the same way. The last player in becomes the declarer at the last value said or held.",
          "If Middlehand and Rearhand both pass without a bid, Forehand may play (at 18 or more) or pass too: then all have passed.",
        ],
      },
      {
        heading: "Trumps and card order",
        table: {
          head: ["Game", "Trumps, high to low", "Other suits, high to low"],
          rows: [
            ["Suit game", "♣J ♠J ♥J ♦J, then A 10 K Q 9 8 7 of the trump suit", "A 10 K Q 9 8 7"],
            ["Grand", "♣J ♠J ♥J ♦J", "A 10 K Q 9 8 7"],
            ["Null", "none", "A K Q J 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Card points",
        paragraphs: ["120 card points in the deck. The skat counts for the declarer."],
        table: {
          head: ["Card", "Card points"],
          rows: [
            ["Ace", "11"],
            ["10", "10"],
            ["King", "4"],
            ["Queen", "3"],
            ["Jack", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "The value of a suit game or grand",
        paragraphs: [
          "Value = base value × multiplier. The multiplier adds up: the matadors, “with n” when the declarer's 10 cards and the skat hold the ♣J and the trumps below it in an unbroken run of n, or “without n” when n trumps from the top are missing before their highest; +1 for the game; +1 hand; +1 schneider (90 card points or more, or 30 or fewer); +1 schneider announced; +1 schwarz (all tricks or none); +1 schwarz announced; +1 ouvert. Announced schneider or schwarz counts even when it is not reached; announcing schwarz includes announcing schneider, and ouvert includes both. Example: hearts with 2, skat picked up, won: (2 + 1) × 10 = 30.",
          "Overbid: if the value is lower than the bid, the game is lost and is worth the smallest multiple of its base value that reaches the bid.",
        ],
        table: {
          head: ["Game", "Base value"],
          rows: [
            ["Diamonds ♦", "9"],
            ["Hearts ♥", "10"],
            ["Spades ♠", "11"],
            ["Clubs ♣", "12"],
            ["Grand", "24"],
          ],
        },
      },
      {
        heading: "Null games",
        paragraphs: ["A null has a fixed value, may be played ouvert with or without picking up the skat, and is lost as soon as the declarer takes a trick."],
        table: {
          head: ["Game", "Value"],
          rows: [
            ["Null", "23"],
            ["Null hand", "35"],
            ["Null ouvert", "46"],
            ["Null ouvert hand", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Tournament list (Seeger–Fabian): a won game scores its value + 50; a lost game −2 × value − 50, and every other player gets 40 (30 at a table of four).",
      "scoring=plain": "Plain game values: a won game scores its value, a lost one −2 × value; no bonuses.",
      "scoring=beer": "Beer skat: only minus points. A won game costs every other player its value, a lost one costs the declarer twice its value.",
      "deals=0": "36 deals at a table of three, 48 at a table of four (tournament list and plain values).",
      deals: "{{value}} deals (tournament list and plain values).",
      beerLimit: "With beer skat the game ends after the deal that brings someone to −{{value}} or lower.",
      grandValue: "A grand's base value is {{value}}.",
      "kontra=off": "No kontra.",
      "kontra=re": "Before the first card a defender may say kontra (the game counts double); the declarer may answer re (double again).",
      "kontra=sup": "Before the first card a defender may say kontra (double), the declarer re (double again), and that defender sup (double once more).",
      "allPass=redeal": "If all three pass, the deal scores nothing and the next player deals.",
      "allPass=ramsch":
        "If all three pass, Ramsch is played: only the jacks are trumps, everyone for themselves, and the skat goes to whoever takes the last trick. Whoever has the most card points loses them (double if someone took no trick, the Jungfrau); one player taking every trick (Durchmarsch) scores +120.",
    },
  },
  pl: {
    aim: "Trzech graczy licytuje się o prawo gry w pojedynkę, jako rozgrywający, przeciw dwóm pozostałym. Rozgrywający wygrywa grę w kolor albo granda, zdobywając co najmniej 61 ze 120 oczek, a nulla, nie biorąc ani jednej lewy. Każda gra ma wartość; po umówionej liczbie rozdań wygrywa najwyższy wynik na liście.",
    setup: {
      heading: "Gracze, karty i miejsca",
      paragraphs: [
        "32 karty: 7, 8, 9, 10, walet, dama, król i as w treflach ♣, pikach ♠, kierach ♥ i karach ♦. Każdy grający dostaje 10 kart; 2 leżą zakryte jako skat. Przy stole czteroosobowym rozdający pauzuje w swoim rozdaniu.",
        "Na lewo od rozdającego siedzi Przodek, potem Środek, potem Koniec. Przodek wychodzi do pierwszej lewy. Rozdaje się kolejno zgodnie z ruchem wskazówek zegara.",
      ],
    },
    turn: {
      heading: "Rozdanie",
      items: [
        "Licytacja wyłania rozgrywającego (zob. niżej). Zwycięzca licytacji może wziąć skat i odłożyć dowolne dwie karty, które nadal liczą się dla niego, albo grać z ręki, nie oglądając skatu.",
        "Potem zapowiada grę: w kolor (atutem są trefle, piki, kiery albo kara razem z czterema waletami), granda (atutem są tylko cztery walety) albo nulla (bez atu, a rozgrywający nie może wziąć ani jednej lewy). W grze z ręki może też zapowiedzieć schneidera, schwarza albo ouvert (gra z odkrytymi kartami).",
        "Rozgrywka: wychodzi Przodek. Trzeba dokładać do koloru wyjścia, jeśli się go ma; walety należą do atutów, nie do swojego koloru (poza nullem). W przeciwnym razie dowolna karta: nie ma obowiązku bicia ani przebijania. Lewę bierze najwyższy atut, a bez atutu najwyższa karta w kolorze wyjścia. Zwycięzca lewy wychodzi w następnej; razem 10 lew.",
        "Dwaj obrońcy grają razem i sumują swoje lewy; na koniec liczy się oczka.",
      ],
    },
    scoring: {
      heading: "Punktacja",
      paragraphs: [
        "Wygrana gra daje swoją wartość; przegrana kosztuje podwójną wartość. Przy kontrze wartość podwaja się jeszcze raz za każde kontra, re i sup. Jak zapisuje to lista, zależy od sposobu liczenia (zob. tabelę niżej).",
      ],
      table: {
        head: ["Sposób liczenia", "Gra wygrana", "Gra przegrana"],
        rows: [
          [
            "Lista turniejowa (Seeger–Fabian)",
            "rozgrywający: wartość + 50",
            "rozgrywający: −2 × wartość − 50; każdy inny gracz: +40 (+30 przy stole czteroosobowym)",
          ],
          ["Zwykłe wartości gier", "rozgrywający: wartość", "rozgrywający: −2 × wartość"],
          ["Skat na piwo", "każdy inny gracz: −wartość", "rozgrywający: −2 × wartość"],
        ],
      },
      items: [
        "Rozdanie, w którym wszyscy spasowali, nie daje punktów, ale liczy się jako rozdanie.",
        "Gra kończy się po umówionej liczbie rozdań (skat na piwo: gdy ktoś osiągnie limit); wygrywa najwyższy wynik.",
      ],
    },
    more: [
      {
        heading: "Licytacja",
        items: [
          "Środek mówi wartości do Przodka: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (tylko takie, ile może być warta jakaś gra). Przodek odpowiada „tak”, żeby trzymać, albo pasuje. Kto spasuje, odpada.",
          "Potem Koniec mówi wyższe wartości temu, kto został, tak samo. Ostatni w licytacji zostaje rozgrywającym za ostatnią powiedzianą lub przytrzymaną wartość.",
          "Jeśli Środek i Koniec spasują bez licytowania, Przodek może grać (za 18 lub więcej) albo też spasować: wtedy spasowali wszyscy.",
        ],
      },
      {
        heading: "Atuty i starszeństwo kart",
        table: {
          head: ["Gra", "Atuty, od najstarszego", "Inne kolory, od najstarszej"],
          rows: [
            ["Gra w kolor", "♣W ♠W ♥W ♦W, potem A 10 K D 9 8 7 koloru atutowego", "A 10 K D 9 8 7"],
            ["Grand", "♣W ♠W ♥W ♦W", "A 10 K D 9 8 7"],
            ["Null", "brak", "A K D W 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Oczka",
        paragraphs: ["W talii jest 120 oczek. Skat liczy się dla rozgrywającego."],
        table: {
          head: ["Karta", "Oczka"],
          rows: [
            ["As", "11"],
            ["10", "10"],
            ["Król", "4"],
            ["Dama", "3"],
            ["Walet", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "Wartość gry w kolor i granda",
        paragraphs: [
          "Wartość = wartość podstawowa × mnożnik. Na mnożnik składają się: matadory, „z n”, gdy 10 kart rozgrywającego i skat zawierają ♣W i atuty pod nim w nieprzerwanym ciągu n, albo „bez n”, gdy brakuje n najstarszych atutów przed jego najwyższym; +1 za grę; +1 z ręki; +1 schneider (90 oczek lub więcej albo 30 lub mniej); +1 schneider zapowiedziany; +1 schwarz (wszystkie lewy albo żadna); +1 schwarz zapowiedziany; +1 ouvert. Zapowiedziany schneider lub schwarz liczy się, nawet jeśli nie został osiągnięty; zapowiedź schwarza obejmuje zapowiedź schneidera, a ouvert obie. Przykład: kier z 2, ze skatem, wygrany: (2 + 1) × 10 = 30.",
          "Przelicytowanie: jeśli wartość jest niższa niż licytacja, gra jest przegrana i warta najmniejszą wielokrotność wartości podstawowej, która sięga licytacji.",
        ],
        table: {
          head: ["Gra", "Wartość podstawowa"],
          rows: [
            ["Karo ♦", "9"],
            ["Kier ♥", "10"],
            ["Pik ♠", "11"],
            ["Trefl ♣", "12"],
            ["Grand", "24"],
          ],
        },
      },
      {
        heading: "Null",
        paragraphs: ["Null ma stałą wartość, może być grany ouvert ze skatem lub z ręki i jest przegrany, gdy tylko rozgrywający weźmie lewę."],
        table: {
          head: ["Gra", "Wartość"],
          rows: [
            ["Null", "23"],
            ["Null z ręki", "35"],
            ["Null ouvert", "46"],
            ["Null ouvert z ręki", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Lista turniejowa (Seeger–Fabian): wygrana gra daje wartość + 50; przegrana −2 × wartość − 50, a każdy inny gracz dostaje 40 (30 przy stole czteroosobowym).",
      "scoring=plain": "Zwykłe wartości gier: wygrana daje wartość, przegrana −2 × wartość; bez premii.",
      "scoring=beer":
        "Skat na piwo: tylko punkty ujemne. Wygrana gra kosztuje każdego innego gracza jej wartość, przegrana kosztuje rozgrywającego podwójną wartość.",
      "deals=0": "36 rozdań przy stole trzyosobowym, 48 przy czteroosobowym (lista turniejowa i zwykłe wartości).",
      deals: "Rozdań: {{value}} (lista turniejowa i zwykłe wartości).",
      beerLimit: "W skacie na piwo gra kończy się po rozdaniu, w którym ktoś spadnie do −{{value}} lub niżej.",
      grandValue: "Wartość podstawowa granda to {{value}}.",
      "kontra=off": "Bez kontry.",
      "kontra=re": "Przed pierwszą kartą obrońca może powiedzieć kontra (gra liczy się podwójnie); rozgrywający może odpowiedzieć re (znów podwójnie).",
      "kontra=sup":
        "Przed pierwszą kartą obrońca może powiedzieć kontra (podwójnie), rozgrywający re (znów podwójnie), a ten obrońca sup (jeszcze raz podwójnie).",
      "allPass=redeal": "Jeśli wszyscy trzej spasują, rozdanie nie daje punktów i rozdaje następny gracz.",
      "allPass=ramsch":
        "Jeśli wszyscy trzej spasują, gra się ramscha: atutami są tylko walety, każdy gra na siebie, a skat dostaje ten, kto weźmie ostatnią lewę. Kto ma najwięcej oczek, traci je (podwójnie, jeśli ktoś nie wziął lewy — Jungfrau); gracz, który weźmie wszystkie lewy (Durchmarsch), dostaje +120.",
    },
  },
  de: {
    aim: "Drei Spieler reizen um das Recht, als Alleinspieler gegen die beiden anderen zu spielen. Der Alleinspieler gewinnt ein Farbspiel oder einen Grand mit mindestens 61 der 120 Augen, ein Nullspiel, wenn er keinen einzigen Stich bekommt. Jedes Spiel hat einen Wert; nach der vereinbarten Zahl von Spielen gewinnt die höchste Summe auf der Liste.",
    setup: {
      heading: "Spieler, Karten und Sitzplätze",
      paragraphs: [
        "32 Karten: 7, 8, 9, 10, Bube, Dame, König und Ass in Kreuz ♣, Pik ♠, Herz ♥ und Karo ♦. Jeder aktive Spieler bekommt 10 Karten; 2 liegen verdeckt als Skat. Am Vierertisch setzt der Geber aus.",
        "Links vom Geber sitzt Vorhand, dann Mittelhand, dann Hinterhand. Vorhand spielt zum ersten Stich aus. Der Geber wechselt im Uhrzeigersinn.",
      ],
    },
    turn: {
      heading: "Ein Spiel",
      items: [
        "Das Reizen bestimmt den Alleinspieler (siehe unten). Wer es gewinnt, nimmt den Skat auf und drückt zwei beliebige Karten, die weiter für ihn zählen, oder spielt Hand, ohne den Skat anzusehen.",
        "Dann sagt er das Spiel an: ein Farbspiel (Kreuz, Pik, Herz oder Karo ist Trumpf, dazu die vier Buben), einen Grand (nur die vier Buben sind Trumpf) oder Null (kein Trumpf, und der Alleinspieler darf keinen Stich bekommen). Im Handspiel kann er außerdem Schneider, Schwarz oder ouvert (mit offenen Karten) ansagen.",
        "Spiel: Vorhand spielt aus. Wer kann, muss die ausgespielte Farbe bedienen; die Buben gehören zum Trumpf, nicht zu ihrer Farbe (außer beim Null). Sonst darf man jede Karte spielen: Es gibt keinen Trumpf- und keinen Stichzwang. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe. Wer sticht, spielt wieder aus; insgesamt 10 Stiche.",
        "Die beiden Gegenspieler spielen zusammen und legen ihre Stiche zusammen; am Ende werden die Augen gezählt.",
      ],
    },
    scoring: {
      heading: "Abrechnung",
      paragraphs: [
        "Ein gewonnenes Spiel zählt seinen Wert, ein verlorenes den doppelten Wert im Minus. Mit Kontra verdoppelt sich der Wert für jedes Kontra, Re und Sup noch einmal. Wie die Liste das einträgt, hängt von der Abrechnung ab (siehe die Tabelle unten).",
      ],
      table: {
        head: ["Abrechnung", "Spiel gewonnen", "Spiel verloren"],
        rows: [
          ["Turnierliste (Seeger–Fabian)", "Alleinspieler: Wert + 50", "Alleinspieler: −2 × Wert − 50; jeder andere Spieler: +40 (+30 am Vierertisch)"],
          ["Einfache Spielwerte", "Alleinspieler: Wert", "Alleinspieler: −2 × Wert"],
          ["Bierlachs", "jeder andere Spieler: −Wert", "Alleinspieler: −2 × Wert"],
        ],
      },
      items: [
        "Ein eingepasstes Spiel zählt nichts, gilt aber als Spiel.",
        "Die Partie endet nach der vereinbarten Zahl von Spielen (Bierlachs: sobald jemand die Grenze erreicht); die höchste Summe gewinnt.",
      ],
    },
    more: [
      {
        heading: "Reizen",
        items: [
          "Mittelhand sagt Vorhand Werte: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (nur Werte, die ein Spiel haben kann). Vorhand hört mit „ja“ oder passt. Wer passt, ist draußen.",
          "Dann sagt Hinterhand dem Übriggebliebenen höhere Werte, ebenso. Wer zuletzt übrig ist, wird Alleinspieler zum letzten gesagten oder gehaltenen Wert.",
          "Passen Mittelhand und Hinterhand ohne Gebot, darf Vorhand spielen (ab 18) oder ebenfalls passen: dann ist eingepasst.",
        ],
      },
      {
        heading: "Trümpfe und Kartenfolge",
        table: {
          head: ["Spiel", "Trümpfe, von hoch nach niedrig", "Andere Farben, von hoch nach niedrig"],
          rows: [
            ["Farbspiel", "♣B ♠B ♥B ♦B, dann A 10 K D 9 8 7 der Trumpffarbe", "A 10 K D 9 8 7"],
            ["Grand", "♣B ♠B ♥B ♦B", "A 10 K D 9 8 7"],
            ["Null", "keine", "A K D B 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Augen",
        paragraphs: ["Im Blatt sind 120 Augen. Der Skat zählt für den Alleinspieler."],
        table: {
          head: ["Karte", "Augen"],
          rows: [
            ["Ass", "11"],
            ["10", "10"],
            ["König", "4"],
            ["Dame", "3"],
            ["Bube", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "Der Wert eines Farbspiels oder Grands",
        paragraphs: [
          "Wert = Grundwert × Stufen. Die Stufen zählen zusammen: die Spitzen, „mit n“, wenn die 10 Karten des Alleinspielers und der Skat den ♣B und die Trümpfe darunter lückenlos bis n enthalten, oder „ohne n“, wenn ihm n Trümpfe von oben fehlen; +1 Spiel; +1 Hand; +1 Schneider (90 Augen oder mehr, oder 30 oder weniger); +1 Schneider angesagt; +1 Schwarz (alle Stiche oder keiner); +1 Schwarz angesagt; +1 ouvert. Angesagter Schneider oder Schwarz zählt auch, wenn er nicht erreicht wird; Schwarz angesagt schließt Schneider angesagt ein, ouvert beides. Beispiel: Herz mit 2, Skat aufgenommen, gewonnen: (2 + 1) × 10 = 30.",
          "Überreizt: Ist der Wert kleiner als das Reizgebot, ist das Spiel verloren und zählt das kleinste Vielfache des Grundwerts, das das Gebot erreicht.",
        ],
        table: {
          head: ["Spiel", "Grundwert"],
          rows: [
            ["Karo ♦", "9"],
            ["Herz ♥", "10"],
            ["Pik ♠", "11"],
            ["Kreuz ♣", "12"],
            ["Grand", "24"],
          ],
        },
      },
      {
        heading: "Nullspiele",
        paragraphs: [
          "Ein Null hat einen festen Wert, kann mit oder ohne Skataufnahme ouvert gespielt werden und ist verloren, sobald der Alleinspieler einen Stich bekommt.",
        ],
        table: {
          head: ["Spiel", "Wert"],
          rows: [
            ["Null", "23"],
            ["Null Hand", "35"],
            ["Null ouvert", "46"],
            ["Null ouvert Hand", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Turnierliste (Seeger–Fabian): Ein gewonnenes Spiel zählt Wert + 50; ein verlorenes −2 × Wert − 50, und jeder andere Spieler bekommt 40 (30 am Vierertisch).",
      "scoring=plain": "Einfache Spielwerte: gewonnen zählt der Wert, verloren −2 × Wert; keine Zuschläge.",
      "scoring=beer":
        "Bierlachs: nur Minuspunkte. Ein gewonnenes Spiel kostet jeden anderen Spieler seinen Wert, ein verlorenes den Alleinspieler den doppelten Wert.",
      "deals=0": "36 Spiele am Dreiertisch, 48 am Vierertisch (Turnierliste und einfache Spielwerte).",
      deals: "{{value}} Spiele (Turnierliste und einfache Spielwerte).",
      beerLimit: "Beim Bierlachs endet die Partie nach dem Spiel, das jemanden auf −{{value}} oder tiefer bringt.",
      grandValue: "Der Grundwert des Grands ist {{value}}.",
      "kontra=off": "Ohne Kontra.",
      "kontra=re":
        "Vor der ersten Karte darf ein Gegenspieler Kontra sagen (das Spiel zählt doppelt); der Alleinspieler darf mit Re antworten (noch einmal doppelt).",
      "kontra=sup":
        "Vor der ersten Karte darf ein Gegenspieler Kontra sagen (doppelt), der Alleinspieler Re (noch einmal doppelt) und dieser Gegenspieler Sup (noch einmal doppelt).",
      "allPass=redeal": "Passen alle drei, zählt das Spiel nichts und der Nächste gibt.",
      "allPass=ramsch":
        "Passen alle drei, wird Ramsch gespielt: nur die Buben sind Trumpf, jeder spielt für sich, den Skat bekommt, wer den letzten Stich macht. Wer die meisten Augen hat, verliert sie (doppelt, wenn jemand stichfrei blieb, die Jungfrau); wer alle Stiche macht (Durchmarsch), bekommt +120.",
    },
  },
  ru: {
    aim: "Трое игроков торгуются за право играть в одиночку, разыгрывающим, против двух других. Разыгрывающий выигрывает мастевую игру или гранд, набрав не меньше 61 из 120 очков в картах, а нуль — не взяв ни одной взятки. У каждой игры есть стоимость; после оговорённого числа раздач побеждает самый высокий итог в листе.",
    setup: {
      heading: "Игроки, карты и места",
      paragraphs: [
        "32 карты: 7, 8, 9, 10, валет, дама, король и туз в трефах ♣, пиках ♠, червах ♥ и бубнах ♦. Каждый играющий получает 10 карт; 2 лежат рубашкой вверх — это скат. За столом на четверых сдающий пропускает свою раздачу.",
        "Слева от сдающего сидит передняя рука, затем средняя рука, затем задняя рука. Передняя рука ходит в первую взятку. Сдают по очереди по часовой стрелке.",
      ],
    },
    turn: {
      heading: "Раздача",
      items: [
        "Торговля определяет разыгрывающего (см. ниже). Победитель торговли может взять скат и снести любые две карты, которые по-прежнему засчитываются ему, или играть с руки, не глядя в скат.",
        "Затем он объявляет игру: мастевую (козыри — трефы, пики, червы или бубны вместе с четырьмя валетами), гранд (козыри — только четыре валета) или нуль (козырей нет, и разыгрывающий не должен взять ни одной взятки). В игре с руки он может ещё объявить шнайдер, шварц или уверт (игру с открытыми картами).",
        "Розыгрыш: ходит передняя рука. Масть хода класть обязательно, если она есть; валеты относятся к козырям, а не к своей масти (кроме нуля). Иначе можно положить любую карту: обязанности козырять или перебивать нет. Взятку берёт старший козырь, иначе старшая карта масти хода. Взявший взятку ходит в следующую; всего 10 взяток.",
        "Двое защищающихся играют вместе и складывают свои взятки; в конце считают очки в картах.",
      ],
    },
    scoring: {
      heading: "Подсчёт",
      paragraphs: [
        "Выигранная игра приносит свою стоимость, проигранная стоит двойную стоимость в минус. С контрой стоимость удваивается ещё раз за каждое контра, ре и суп. Как это записывается, зависит от системы подсчёта (см. таблицу ниже).",
      ],
      table: {
        head: ["Система", "Игра выиграна", "Игра проиграна"],
        rows: [
          [
            "Турнирный лист (Зеегер–Фабиан)",
            "разыгрывающий: стоимость + 50",
            "разыгрывающий: −2 × стоимость − 50; каждый другой игрок: +40 (+30 за столом на четверых)",
          ],
          ["Простые стоимости игр", "разыгрывающий: стоимость", "разыгрывающий: −2 × стоимость"],
          ["Скат на пиво", "каждый другой игрок: −стоимость", "разыгрывающий: −2 × стоимость"],
        ],
      },
      items: [
        "Раздача, в которой все спасовали, очков не даёт, но считается раздачей.",
        "Игра заканчивается после оговорённого числа раздач (скат на пиво — когда кто-то достиг предела); побеждает высший итог.",
      ],
    },
    more: [
      {
        heading: "Торговля",
        items: [
          "Средняя рука называет передней руке значения: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (только такие, сколько может стоить какая-то игра). Передняя рука отвечает «да», чтобы держать, или пасует. Спасовавший выбывает.",
          "Потом задняя рука так же называет более высокие значения оставшемуся. Последний оставшийся становится разыгрывающим по последнему названному или удержанному значению.",
          "Если средняя и задняя рука спасовали без заявок, передняя рука может играть (от 18) или тоже спасовать: тогда спасовали все.",
        ],
      },
      {
        heading: "Козыри и старшинство карт",
        table: {
          head: ["Игра", "Козыри, от старшего", "Другие масти, от старшей"],
          rows: [
            ["Мастевая игра", "♣В ♠В ♥В ♦В, затем Т 10 К Д 9 8 7 козырной масти", "Т 10 К Д 9 8 7"],
            ["Гранд", "♣В ♠В ♥В ♦В", "Т 10 К Д 9 8 7"],
            ["Нуль", "нет", "Т К Д В 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Очки в картах",
        paragraphs: ["В колоде 120 очков. Скат засчитывается разыгрывающему."],
        table: {
          head: ["Карта", "Очки"],
          rows: [
            ["Туз", "11"],
            ["10", "10"],
            ["Король", "4"],
            ["Дама", "3"],
            ["Валет", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "Стоимость мастевой игры и гранда",
        paragraphs: [
          "Стоимость = базовая стоимость × множитель. Множитель складывается из: матадоров — «с n», когда в 10 картах разыгрывающего и скате есть ♣В и козыри под ним подряд до n, или «без n», когда у него нет n старших козырей; +1 за игру; +1 с руки; +1 шнайдер (90 очков и больше или 30 и меньше); +1 шнайдер объявлен; +1 шварц (все взятки или ни одной); +1 шварц объявлен; +1 уверт. Объявленный шнайдер или шварц засчитывается, даже если не достигнут; объявленный шварц включает объявленный шнайдер, а уверт — оба. Пример: червы с 2, скат взят, выигрыш: (2 + 1) × 10 = 30.",
          "Перезаказ: если стоимость ниже заявки, игра проиграна и стоит наименьшее кратное базовой стоимости, которое достигает заявки.",
        ],
        table: {
          head: ["Игра", "Базовая стоимость"],
          rows: [
            ["Бубны ♦", "9"],
            ["Червы ♥", "10"],
            ["Пики ♠", "11"],
            ["Трефы ♣", "12"],
            ["Гранд", "24"],
          ],
        },
      },
      {
        heading: "Нуль",
        paragraphs: ["Нуль имеет постоянную стоимость, может играться увертом как со скатом, так и с руки, и проигран, как только разыгрывающий взял взятку."],
        table: {
          head: ["Игра", "Стоимость"],
          rows: [
            ["Нуль", "23"],
            ["Нуль с руки", "35"],
            ["Нуль уверт", "46"],
            ["Нуль уверт с руки", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Турнирный лист (Зеегер–Фабиан): выигранная игра — стоимость + 50; проигранная — −2 × стоимость − 50, и каждый другой игрок получает 40 (30 за столом на четверых).",
      "scoring=plain": "Простые стоимости: выигрыш — стоимость, проигрыш — −2 × стоимость; без надбавок.",
      "scoring=beer":
        "Скат на пиво: только минусы. Выигранная игра стоит каждому другому игроку её стоимость, проигранная стоит разыгрывающему двойную стоимость.",
      "deals=0": "36 раздач за столом на троих, 48 на четверых (турнирный лист и простые стоимости).",
      deals: "Раздач: {{value}} (турнирный лист и простые стоимости).",
      beerLimit: "В скате на пиво игра заканчивается после раздачи, которая доводит кого-то до −{{value}} или ниже.",
      grandValue: "Базовая стоимость гранда — {{value}}.",
      "kontra=off": "Без контры.",
      "kontra=re": "До первой карты защищающийся может сказать контра (игра стоит вдвое); разыгрывающий может ответить ре (ещё вдвое).",
      "kontra=sup": "До первой карты защищающийся может сказать контра (вдвое), разыгрывающий — ре (ещё вдвое), а тот защищающийся — суп (ещё раз вдвое).",
      "allPass=redeal": "Если все трое спасовали, раздача очков не даёт и сдаёт следующий игрок.",
      "allPass=ramsch":
        "Если все трое спасовали, играется рамш: козыри — только валеты, каждый сам за себя, скат достаётся взявшему последнюю взятку. У кого больше всего очков, тот их теряет (вдвойне, если кто-то не взял ни одной взятки — юнгфрау); взявший все взятки (дурхмарш) получает +120.",
    },
  },
  uk: {
    aim: "Троє гравців торгуються за право грати наодинці, розігрувачем, проти двох інших. Розігрувач виграє мастеву гру або гранд, набравши щонайменше 61 зі 120 очок у картах, а нуль — не взявши жодної взятки. Кожна гра має вартість; після домовленої кількості роздач перемагає найвищий підсумок у листі.",
    setup: {
      heading: "Гравці, карти й місця",
      paragraphs: [
        "32 карти: 7, 8, 9, 10, валет, дама, король і туз у трефах ♣, піках ♠, чирвах ♥ і бубнах ♦. Кожен, хто грає, отримує 10 карт; 2 лежать долілиць — це скат. За столом на чотирьох той, хто роздає, пропускає свою роздачу.",
        "Ліворуч від того, хто роздає, сидить передня рука, далі середня рука, далі задня рука. Передня рука ходить у першу взятку. Роздають по черзі за годинниковою стрілкою.",
      ],
    },
    turn: {
      heading: "Роздача",
      items: [
        "Торг визначає розігрувача (див. нижче). Переможець торгу може взяти скат і знести будь-які дві карти, які й далі зараховуються йому, або грати з руки, не дивлячись у скат.",
        "Потім він оголошує гру: мастеву (козирі — трефи, піки, чирви або бубни разом із чотирма валетами), гранд (козирі — лише чотири валети) або нуль (козирів немає, і розігрувач не має взяти жодної взятки). У грі з руки він може ще оголосити шнайдер, шварц або уверт (гру з відкритими картами).",
        "Розіграш: ходить передня рука. Масть ходу класти обов’язково, якщо вона є; валети належать до козирів, а не до своєї масті (крім нуля). Інакше можна покласти будь-яку карту: обов’язку козиряти чи перебивати немає. Взятку бере найстарший козир, інакше найстарша карта масті ходу. Хто взяв взятку, той ходить у наступну; усього 10 взяток.",
        "Двоє захисників грають разом і складають свої взятки; наприкінці рахують очки в картах.",
      ],
    },
    scoring: {
      heading: "Підрахунок",
      paragraphs: [
        "Виграна гра дає свою вартість, програна коштує подвійну вартість у мінус. З контрою вартість подвоюється ще раз за кожне контра, ре і суп. Як це записують, залежить від системи підрахунку (див. таблицю нижче).",
      ],
      table: {
        head: ["Система", "Гру виграно", "Гру програно"],
        rows: [
          [
            "Турнірний лист (Зеєгер–Фабіан)",
            "розігрувач: вартість + 50",
            "розігрувач: −2 × вартість − 50; кожен інший гравець: +40 (+30 за столом на чотирьох)",
          ],
          ["Прості вартості ігор", "розігрувач: вартість", "розігрувач: −2 × вартість"],
          ["Скат на пиво", "кожен інший гравець: −вартість", "розігрувач: −2 × вартість"],
        ],
      },
      items: [
        "Роздача, у якій усі спасували, очок не дає, але рахується як роздача.",
        "Гра закінчується після домовленої кількості роздач (скат на пиво — коли хтось досяг межі); перемагає найвищий підсумок.",
      ],
    },
    more: [
      {
        heading: "Торг",
        items: [
          "Середня рука називає передній руці значення: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (лише такі, скільки може коштувати якась гра). Передня рука відповідає «так», щоб тримати, або пасує. Хто спасував, вибуває.",
          "Потім задня рука так само називає вищі значення тому, хто лишився. Останній, хто лишився, стає розігрувачем за останнім названим чи втриманим значенням.",
          "Якщо середня й задня рука спасували без заявок, передня рука може грати (від 18) або теж спасувати: тоді спасували всі.",
        ],
      },
      {
        heading: "Козирі та старшинство карт",
        table: {
          head: ["Гра", "Козирі, від найстаршого", "Інші масті, від найстаршої"],
          rows: [
            ["Мастева гра", "♣В ♠В ♥В ♦В, далі Т 10 К Д 9 8 7 козирної масті", "Т 10 К Д 9 8 7"],
            ["Гранд", "♣В ♠В ♥В ♦В", "Т 10 К Д 9 8 7"],
            ["Нуль", "немає", "Т К Д В 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Очки в картах",
        paragraphs: ["У колоді 120 очок. Скат зараховується розігрувачеві."],
        table: {
          head: ["Карта", "Очки"],
          rows: [
            ["Туз", "11"],
            ["10", "10"],
            ["Король", "4"],
            ["Дама", "3"],
            ["Валет", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "Вартість мастевої гри й гранда",
        paragraphs: [
          "Вартість = базова вартість × множник. Множник складається з: матадорів — «з n», коли в 10 картах розігрувача і скаті є ♣В і козирі під ним поспіль до n, або «без n», коли йому бракує n найстарших козирів; +1 за гру; +1 з руки; +1 шнайдер (90 очок і більше або 30 і менше); +1 шнайдер оголошено; +1 шварц (усі взятки або жодної); +1 шварц оголошено; +1 уверт. Оголошений шнайдер чи шварц зараховується, навіть якщо його не досягнуто; оголошення шварца включає оголошення шнайдера, а уверт — обидва. Приклад: чирви з 2, скат узято, виграш: (2 + 1) × 10 = 30.",
          "Переторг: якщо вартість нижча за заявку, гру програно, і вона коштує найменше кратне базової вартості, яке сягає заявки.",
        ],
        table: {
          head: ["Гра", "Базова вартість"],
          rows: [
            ["Бубни ♦", "9"],
            ["Чирви ♥", "10"],
            ["Піки ♠", "11"],
            ["Трефи ♣", "12"],
            ["Гранд", "24"],
          ],
        },
      },
      {
        heading: "Нуль",
        paragraphs: ["Нуль має сталу вартість, може гратися увертом і зі скатом, і з руки, і програний, щойно розігрувач візьме взятку."],
        table: {
          head: ["Гра", "Вартість"],
          rows: [
            ["Нуль", "23"],
            ["Нуль з руки", "35"],
            ["Нуль уверт", "46"],
            ["Нуль уверт з руки", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Турнірний лист (Зеєгер–Фабіан): виграна гра — вартість + 50; програна — −2 × вартість − 50, і кожен інший гравець отримує 40 (30 за столом на чотирьох).",
      "scoring=plain": "Прості вартості: виграш — вартість, програш — −2 × вартість; без надбавок.",
      "scoring=beer": "Скат на пиво: лише мінуси. Виграна гра коштує кожному іншому гравцеві її вартість, програна коштує розігрувачеві подвійну вартість.",
      "deals=0": "36 роздач за столом на трьох, 48 на чотирьох (турнірний лист і прості вартості).",
      deals: "Роздач: {{value}} (турнірний лист і прості вартості).",
      beerLimit: "У скаті на пиво гра закінчується після роздачі, яка доводить когось до −{{value}} або нижче.",
      grandValue: "Базова вартість гранда — {{value}}.",
      "kontra=off": "Без контри.",
      "kontra=re": "До першої карти захисник може сказати контра (гра коштує вдвічі); розігрувач може відповісти ре (ще вдвічі).",
      "kontra=sup": "До першої карти захисник може сказати контра (вдвічі), розігрувач — ре (ще вдвічі), а той захисник — суп (ще раз удвічі).",
      "allPass=redeal": "Якщо всі троє спасували, роздача очок не дає і роздає наступний гравець.",
      "allPass=ramsch":
        "Якщо всі троє спасували, грають рамш: козирі — лише валети, кожен сам за себе, скат дістається тому, хто взяв останню взятку. У кого найбільше очок, той їх втрачає (подвійно, якщо хтось не взяв жодної взятки — юнгфрау); хто взяв усі взятки (дурхмарш), отримує +120.",
    },
  },
  el: {
    aim: "Τρεις παίκτες πλειοδοτούν για το δικαίωμα να παίξουν μόνοι, ως εκτελεστής, απέναντι στους άλλους δύο. Ο εκτελεστής κερδίζει ένα παιχνίδι χρώματος ή ένα γκραν με τουλάχιστον 61 από τους 120 πόντους φύλλων, και ένα νουλ αν δεν πάρει καμία λεβέ. Κάθε παιχνίδι έχει μια αξία· μετά τον συμφωνημένο αριθμό μοιρασιών κερδίζει το μεγαλύτερο σύνολο της λίστας.",
    setup: {
      heading: "Παίκτες, φύλλα και θέσεις",
      paragraphs: [
        "32 φύλλα: 7, 8, 9, 10, βαλές, ντάμα, ρήγας και άσος σε σπαθί ♣, μπαστούνι ♠, κούπα ♥ και καρό ♦. Κάθε παίκτης που παίζει παίρνει 10 φύλλα· 2 μένουν κλειστά ως το σκατ. Σε τραπέζι τεσσάρων ο μοιραστής κάθεται έξω στη μοιρασιά του.",
        "Αριστερά από τον μοιραστή κάθεται το πρώτο χέρι, μετά το μεσαίο χέρι, μετά το τελευταίο χέρι. Το πρώτο χέρι βγαίνει στην πρώτη λεβέ. Η μοιρασιά πηγαίνει δεξιόστροφα.",
      ],
    },
    turn: {
      heading: "Μια μοιρασιά",
      items: [
        "Η πλειοδοσία βγάζει τον εκτελεστή (δες παρακάτω). Όποιος την κερδίσει μπορεί να πάρει το σκατ και να κατεβάσει όποια δύο φύλλα θέλει, που μετρούν ακόμη γι’ αυτόν, ή να παίξει χέρι χωρίς να δει το σκατ.",
        "Μετά δηλώνει το παιχνίδι: χρώματος (ατού είναι σπαθί, μπαστούνι, κούπα ή καρό μαζί με τους τέσσερις βαλέδες), γκραν (ατού μόνο οι τέσσερις βαλέδες) ή νουλ (χωρίς ατού, και ο εκτελεστής δεν πρέπει να πάρει ούτε μία λεβέ). Σε παιχνίδι χέρι μπορεί επίσης να δηλώσει σνάιντερ, σβαρτς ή ανοιχτό (παιχνίδι με τα φύλλα ανοιχτά).",
        "Παιχνίδι: βγαίνει το πρώτο χέρι. Ακολουθείς το χρώμα της εξόδου αν έχεις· οι βαλέδες ανήκουν στα ατού, όχι στο χρώμα τους (εκτός από το νουλ). Αλλιώς παίζεις ό,τι θέλεις: δεν είσαι υποχρεωμένος να κόψεις ή να παίξεις ψηλότερα. Τη λεβέ την παίρνει το μεγαλύτερο ατού, αλλιώς το μεγαλύτερο φύλλο του χρώματος της εξόδου. Όποιος την παίρνει βγαίνει ξανά· 10 λεβέδες συνολικά.",
        "Οι δύο αμυνόμενοι παίζουν μαζί και ενώνουν τις λεβέδες τους· στο τέλος μετριούνται οι πόντοι φύλλων.",
      ],
    },
    scoring: {
      heading: "Καταμέτρηση",
      paragraphs: [
        "Ένα κερδισμένο παιχνίδι δίνει την αξία του· ένα χαμένο κοστίζει τη διπλή αξία. Με κόντρα η αξία διπλασιάζεται ξανά για κάθε κόντρα, ρε και σουπ. Πώς γράφεται στη λίστα εξαρτάται από το σύστημα (δες τον πίνακα παρακάτω).",
      ],
      table: {
        head: ["Σύστημα", "Κερδισμένο παιχνίδι", "Χαμένο παιχνίδι"],
        rows: [
          ["Λίστα τουρνουά (Seeger–Fabian)", "εκτελεστής: αξία + 50", "εκτελεστής: −2 × αξία − 50· κάθε άλλος παίκτης: +40 (+30 σε τραπέζι τεσσάρων)"],
          ["Απλές αξίες παιχνιδιών", "εκτελεστής: αξία", "εκτελεστής: −2 × αξία"],
          ["Σκατ της μπίρας", "κάθε άλλος παίκτης: −αξία", "εκτελεστής: −2 × αξία"],
        ],
      },
      items: [
        "Μια μοιρασιά όπου όλοι πήγαν πάσο δεν δίνει πόντους, αλλά μετράει ως μοιρασιά.",
        "Το παιχνίδι τελειώνει μετά τον συμφωνημένο αριθμό μοιρασιών (σκατ της μπίρας: όταν κάποιος φτάσει το όριο)· κερδίζει το μεγαλύτερο σύνολο.",
      ],
    },
    more: [
      {
        heading: "Πλειοδοσία",
        items: [
          "Το μεσαίο χέρι λέει αξίες στο πρώτο χέρι: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40… (μόνο όσα μπορεί να αξίζει κάποιο παιχνίδι). Το πρώτο χέρι απαντά «ναι» για να κρατήσει ή πάει πάσο. Όποιος πάει πάσο βγαίνει.",
          "Μετά το τελευταίο χέρι λέει ψηλότερες αξίες σε όποιον έμεινε, με τον ίδιο τρόπο. Όποιος μείνει τελευταίος γίνεται εκτελεστής στην τελευταία αξία που ειπώθηκε ή κρατήθηκε.",
          "Αν το μεσαίο και το τελευταίο χέρι πάνε πάσο χωρίς δήλωση, το πρώτο χέρι μπορεί να παίξει (από 18) ή να πάει κι αυτό πάσο: τότε πήγαν όλοι πάσο.",
        ],
      },
      {
        heading: "Ατού και σειρά των φύλλων",
        table: {
          head: ["Παιχνίδι", "Ατού, από το μεγαλύτερο", "Άλλα χρώματα, από το μεγαλύτερο"],
          rows: [
            ["Παιχνίδι χρώματος", "♣J ♠J ♥J ♦J, μετά A 10 K Q 9 8 7 του χρώματος ατού", "A 10 K Q 9 8 7"],
            ["Γκραν", "♣J ♠J ♥J ♦J", "A 10 K Q 9 8 7"],
            ["Νουλ", "κανένα", "A K Q J 10 9 8 7"],
          ],
        },
      },
      {
        heading: "Πόντοι φύλλων",
        paragraphs: ["Η τράπουλα έχει 120 πόντους. Το σκατ μετράει για τον εκτελεστή."],
        table: {
          head: ["Φύλλο", "Πόντοι"],
          rows: [
            ["Άσος", "11"],
            ["10", "10"],
            ["Ρήγας", "4"],
            ["Ντάμα", "3"],
            ["Βαλές", "2"],
            ["9, 8, 7", "0"],
          ],
        },
      },
      {
        heading: "Η αξία ενός παιχνιδιού χρώματος ή γκραν",
        paragraphs: [
          "Αξία = βασική αξία × πολλαπλασιαστής. Ο πολλαπλασιαστής αθροίζει: τους ματαδόρους, «με n» όταν τα 10 φύλλα του εκτελεστή και το σκατ έχουν τον ♣J και τα ατού κάτω από αυτόν σε συνεχή σειρά n, ή «χωρίς n» όταν του λείπουν τα n μεγαλύτερα ατού· +1 για το παιχνίδι· +1 χέρι· +1 σνάιντερ (90 πόντοι ή περισσότεροι, ή 30 ή λιγότεροι)· +1 δηλωμένο σνάιντερ· +1 σβαρτς (όλες οι λεβέδες ή καμία)· +1 δηλωμένο σβαρτς· +1 ανοιχτό. Το δηλωμένο σνάιντερ ή σβαρτς μετράει ακόμη κι αν δεν επιτευχθεί· η δήλωση σβαρτς περιλαμβάνει τη δήλωση σνάιντερ, και το ανοιχτό και τα δύο. Παράδειγμα: κούπα με 2, με το σκατ, κερδισμένο: (2 + 1) × 10 = 30.",
          "Υπερπλειοδοσία: αν η αξία είναι μικρότερη από τη δήλωση, το παιχνίδι χάνεται και αξίζει το μικρότερο πολλαπλάσιο της βασικής αξίας που φτάνει τη δήλωση.",
        ],
        table: {
          head: ["Παιχνίδι", "Βασική αξία"],
          rows: [
            ["Καρό ♦", "9"],
            ["Κούπα ♥", "10"],
            ["Μπαστούνι ♠", "11"],
            ["Σπαθί ♣", "12"],
            ["Γκραν", "24"],
          ],
        },
      },
      {
        heading: "Νουλ",
        paragraphs: ["Το νουλ έχει σταθερή αξία, μπορεί να παιχτεί ανοιχτό με ή χωρίς το σκατ και χάνεται μόλις ο εκτελεστής πάρει λεβέ."],
        table: {
          head: ["Παιχνίδι", "Αξία"],
          rows: [
            ["Νουλ", "23"],
            ["Νουλ χέρι", "35"],
            ["Νουλ ανοιχτό", "46"],
            ["Νουλ ανοιχτό χέρι", "59"],
          ],
        },
      },
    ],
    options: {
      "scoring=tournament":
        "Λίστα τουρνουά (Seeger–Fabian): ένα κερδισμένο παιχνίδι δίνει αξία + 50· ένα χαμένο −2 × αξία − 50, και κάθε άλλος παίκτης παίρνει 40 (30 σε τραπέζι τεσσάρων).",
      "scoring=plain": "Απλές αξίες: το κερδισμένο δίνει την αξία, το χαμένο −2 × αξία· χωρίς μπόνους.",
      "scoring=beer":
        "Σκατ της μπίρας: μόνο αρνητικοί πόντοι. Ένα κερδισμένο παιχνίδι κοστίζει σε κάθε άλλο παίκτη την αξία του, ένα χαμένο κοστίζει στον εκτελεστή τη διπλή αξία.",
      "deals=0": "36 μοιρασιές σε τραπέζι τριών, 48 σε τραπέζι τεσσάρων (λίστα τουρνουά και απλές αξίες).",
      deals: "Μοιρασιές: {{value}} (λίστα τουρνουά και απλές αξίες).",
      beerLimit: "Στο σκατ της μπίρας το παιχνίδι τελειώνει μετά τη μοιρασιά που φέρνει κάποιον στο −{{value}} ή χαμηλότερα.",
      grandValue: "Η βασική αξία του γκραν είναι {{value}}.",
      "kontra=off": "Χωρίς κόντρα.",
      "kontra=re": "Πριν από το πρώτο φύλλο ένας αμυνόμενος μπορεί να πει κόντρα (το παιχνίδι μετρά διπλά)· ο εκτελεστής μπορεί να απαντήσει ρε (πάλι διπλά).",
      "kontra=sup":
        "Πριν από το πρώτο φύλλο ένας αμυνόμενος μπορεί να πει κόντρα (διπλά), ο εκτελεστής ρε (πάλι διπλά) και ο ίδιος αμυνόμενος σουπ (άλλη μια φορά διπλά).",
      "allPass=redeal": "Αν πάνε και οι τρεις πάσο, η μοιρασιά δεν δίνει πόντους και μοιράζει ο επόμενος.",
      "allPass=ramsch":
        "Αν πάνε και οι τρεις πάσο, παίζεται ραμς: ατού μόνο οι βαλέδες, ο καθένας για τον εαυτό του, και το σκατ το παίρνει όποιος πάρει την τελευταία λεβέ. Όποιος έχει τους περισσότερους πόντους τους χάνει (διπλά αν κάποιος δεν πήρε λεβέ, η Jungfrau)· όποιος πάρει όλες τις λεβέδες (Durchmarsch) παίρνει +120.",
    },
  },
};
