/**
 * How to play Kierki, in the project's own words (rules of record: docs/rules/kierki.md). The deals are
 * named as the table names them (i18n/games/kierki.ts): in Polish as the Polish rulebook, "bez lew", "bez
 * kierów", "bez dam", "bez panów", "bez króla kier", "bez ostatniej lewy", "rozbójnik", "rozgrywka atutowa",
 * "loteryjka"; in Russian and Ukrainian in the words of Кинг. The penalty table's rows are deals 1–6 in order,
 * its columns 4 and 3 players; the prize table's rows are 4 players (one lottery, one per player), then 3. The
 * unit test checks every figure against shared/src/kierki/score.ts.
 */
import type { RulesSheets } from "./types";

export const kierkiRules: RulesSheets = {
  en: {
    aim: "Lose as few points as you can. The game is a series of deals, each with its own penalty: for tricks, hearts, queens, kings and jacks, the king of hearts, the last trick. Whoever has the highest total at the end, that is the fewest points lost, wins. Optional positive deals give points back.",
    setup: {
      heading: "Players and cards",
      paragraphs: [
        "3 or 4 players, each for themselves. A 52-card deck, ace high; with 4 players everyone gets 13 cards, with 3 players the 2♣ is left out and everyone gets 17.",
        "The deal passes to the left. In every deal the player left of the dealer acts first: leads the first trick, names trump in a trump deal, plays first in the lottery.",
      ],
    },
    turn: {
      heading: "A trick",
      items: [
        "The leader plays any card (but see the ban on leading hearts). The others, clockwise, must follow the suit led if they can; otherwise they play any card.",
        "You never have to play higher, and there is no trump in the negative deals.",
        "The highest card of the suit led wins the trick, and its penalty goes to the winner at once. The winner leads the next trick.",
        "In No hearts, No king of hearts and the robber, you may not lead a heart while you hold a card of another suit.",
      ],
    },
    scoring: {
      heading: "The negative deals and their penalties",
      paragraphs: [
        "The game starts with six negative deals, in this order. Penalties are taken off your total; they appear in the score sheet as minus points.",
      ],
      table: {
        head: ["Deal", "4 players", "3 players"],
        rows: [
          ["1. No tricks", "20 per trick", "15 per trick"],
          ["2. No hearts", "20 per heart", "20 per heart"],
          ["3. No queens", "60 per queen", "60 per queen"],
          ["4. No kings or jacks", "30 per king or jack", "30 per king or jack"],
          ["5. No king of hearts", "150 for the K♥", "140 for the K♥"],
          ["6. No last trick", "150 for the last trick, or 75 for each of two named tricks", "140, or 70 for each of two"],
          ["7. The robber", "all the penalties above at once", "all the penalties above at once"],
        ],
      },
      items: [
        "The six deals take 1300 points in all (1275 with 3 players); the robber takes as much again.",
        "The game ends after the last deal; the highest total wins, and equal totals share the win.",
      ],
    },
    more: [
      {
        heading: "Positive deals",
        items: [
          "Trump deals: the player left of the dealer names a trump suit (no-trump is not allowed) and leads. Follow suit if you can; otherwise play any card, trump or not. Every trick won gains 25, and all tricks are played. There is one trump deal per player, so everyone names trump once.",
          "The lottery: the first card may be any card, and its rank is the base rank. After it, on your turn you must play one card if you can: a base-rank card starts its suit's row, and any other card must be next above the top or next below the bottom of its suit's row. If you cannot play, you pass. The first two players to get rid of their cards win prizes, and the deal ends when the second one is out.",
        ],
        table: {
          head: ["Lottery", "First out", "Second out"],
          rows: [
            ["4 players, one lottery", "800", "500"],
            ["4 players, one per player (each)", "200", "125"],
            ["3 players, one lottery", "790", "485"],
            ["3 players, one per player (each)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Deal 6 is No last trick: the last trick costs 150 (140 with 3 players).",
      "sixthDeal=lastTwo": "Deal 6 is No last two tricks: each costs 75 (70 with 3 players).",
      "sixthDeal=seventhAndLast": "Deal 6 is No 7th or last trick: each costs 75 (70 with 3 players).",
      "sixthDeal=thirdAndSeventh": "Deal 6 is No 3rd or 7th trick: each costs 75 (70 with 3 players).",
      "sixthDeal=thirdAndEighth": "Deal 6 is No 3rd or 8th trick: each costs 75 (70 with 3 players).",
      "robber=true": "Deal 7, the robber, is played: every penalty of deals 1–6 at once, with the ban on leading hearts.",
      "robber=false": "No robber: the negative deals end with deal 6.",
      "positive=none": "No positive deals: the game is the negative deals only.",
      "positive=trumps": "After the negative deals, one trump deal per player (each trick +25).",
      "positive=lottery": "After the negative deals, the lottery.",
      "positive=both": "After the negative deals, one trump deal per player, then the lottery.",
      "lotteryDeals=1": "One lottery (when the lottery is played): 800 and 500 for the first two out (790 and 485 with 3 players).",
      lotteryDeals: "{{value}} lotteries (when the lottery is played): 200 and 125 for the first two out in each (250 and 175 with 3 players).",
      "kingOfHeartsDiscard=true": "In No king of hearts, whoever holds the K♥ must play it as soon as they cannot follow suit.",
      "kingOfHeartsDiscard=false": "In No king of hearts, the holder of the K♥ may keep it as long as they like.",
      "endEarly=true": "A negative deal stops as soon as none of its penalties is left to take; No tricks and the robber are always played out.",
      "endEarly=false": "Every deal is played to the last trick.",
    },
  },
  pl: {
    aim: "Strać jak najmniej punktów. Gra to seria rozdań, każde z własną karą: za lewy, kiery, damy, panów, króla kier, ostatnią lewę. Wygrywa ten, kto na końcu ma najwyższy wynik, czyli stracił najmniej. Opcjonalne rozgrywki plusowe oddają punkty.",
    setup: {
      heading: "Gracze i karty",
      paragraphs: [
        "3 lub 4 graczy, każdy gra na siebie. Talia 52 kart, as najstarszy; przy 4 graczach każdy dostaje 13 kart, przy 3 graczach odkłada się 2♣ i każdy dostaje 17.",
        "Rozdaje się kolejno w lewo. W każdym rozdaniu pierwszy działa gracz na lewo od rozdającego: wychodzi do pierwszej lewy, wybiera atu w rozgrywce atutowej, zaczyna loteryjkę.",
      ],
    },
    turn: {
      heading: "Lewa",
      items: [
        "Wychodzący zagrywa dowolną kartę (ale zob. zakaz wychodzenia w kiery). Pozostali, zgodnie z ruchem wskazówek zegara, muszą dołożyć do koloru wyjścia, jeśli mogą; jeśli nie, zagrywają dowolną kartę.",
        "Nigdy nie trzeba przebijać, a w rozdaniach ujemnych nie ma atu.",
        "Lewę bierze najwyższa karta w kolorze wyjścia, a kara od razu trafia do tego, kto ją wziął. On też wychodzi w następnej lewie.",
        "W rozdaniach bez kierów, bez króla kier i w rozbójniku nie wolno wychodzić w kiery, mając kartę innego koloru.",
      ],
    },
    scoring: {
      heading: "Rozdania ujemne i ich kary",
      paragraphs: ["Gra zaczyna się od sześciu rozdań ujemnych, w tej kolejności. Kary odejmuje się od wyniku; w tabeli widać je jako punkty ujemne."],
      table: {
        head: ["Rozdanie", "4 graczy", "3 graczy"],
        rows: [
          ["1. Bez lew", "20 za lewę", "15 za lewę"],
          ["2. Bez kierów", "20 za kiera", "20 za kiera"],
          ["3. Bez dam", "60 za damę", "60 za damę"],
          ["4. Bez panów", "30 za króla lub waleta", "30 za króla lub waleta"],
          ["5. Bez króla kier", "150 za K♥", "140 za K♥"],
          ["6. Bez ostatniej lewy", "150 za ostatnią lewę albo 75 za każdą z dwóch wskazanych lew", "140 albo 70 za każdą z dwóch"],
          ["7. Rozbójnik", "wszystkie powyższe kary naraz", "wszystkie powyższe kary naraz"],
        ],
      },
      items: [
        "Sześć rozdań zabiera razem 1300 punktów (1275 przy 3 graczach); rozbójnik drugie tyle.",
        "Gra kończy się po ostatnim rozdaniu; wygrywa najwyższy wynik, a równe wyniki dzielą zwycięstwo.",
      ],
    },
    more: [
      {
        heading: "Rozgrywki plusowe",
        items: [
          "Rozgrywka atutowa: gracz na lewo od rozdającego wybiera kolor atutowy (bez atu nie wolno) i wychodzi. Trzeba dokładać do koloru; kto nie ma koloru, zagrywa dowolną kartę, atut lub nie. Każda wzięta lewa daje +25, gra się wszystkie lewy. Rozgrywek atutowych jest tyle, ilu graczy, więc każdy raz wybiera atu.",
          "Loteryjka: pierwsza karta może być dowolna, a jej wartość staje się wartością bazową. Potem w swojej kolejce trzeba zagrać kartę, jeśli się może: karta o wartości bazowej otwiera rząd swojego koloru, każda inna musi przylegać o stopień wyżej do górnej albo o stopień niżej do dolnej karty rzędu swojego koloru. Kto nie może zagrać, pasuje. Nagrody dostają dwaj pierwsi, którzy pozbędą się kart, a rozdanie kończy się, gdy wyjdzie drugi.",
        ],
        table: {
          head: ["Loteryjka", "Pierwszy", "Drugi"],
          rows: [
            ["4 graczy, jedna loteryjka", "800", "500"],
            ["4 graczy, po jednej na gracza (każda)", "200", "125"],
            ["3 graczy, jedna loteryjka", "790", "485"],
            ["3 graczy, po jednej na gracza (każda)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Szóste rozdanie to bez ostatniej lewy: ostatnia lewa kosztuje 150 (140 przy 3 graczach).",
      "sixthDeal=lastTwo": "Szóste rozdanie to bez dwóch ostatnich lew: każda kosztuje 75 (70 przy 3 graczach).",
      "sixthDeal=seventhAndLast": "Szóste rozdanie to bez siódmej i ostatniej lewy: każda kosztuje 75 (70 przy 3 graczach).",
      "sixthDeal=thirdAndSeventh": "Szóste rozdanie to bez trzeciej i siódmej: każda kosztuje 75 (70 przy 3 graczach).",
      "sixthDeal=thirdAndEighth": "Szóste rozdanie to bez trzeciej i ósmej: każda kosztuje 75 (70 przy 3 graczach).",
      "robber=true": "Gra się siódme rozdanie, rozbójnika: wszystkie kary rozdań 1–6 naraz, z zakazem wychodzenia w kiery.",
      "robber=false": "Bez rozbójnika: rozdania ujemne kończą się na szóstym.",
      "positive=none": "Bez rozgrywek plusowych: gra to tylko rozdania ujemne.",
      "positive=trumps": "Po rozdaniach ujemnych po jednej rozgrywce atutowej na gracza (za każdą lewę +25).",
      "positive=lottery": "Po rozdaniach ujemnych loteryjka.",
      "positive=both": "Po rozdaniach ujemnych po jednej rozgrywce atutowej na gracza, potem loteryjka.",
      "lotteryDeals=1": "Jedna loteryjka (jeśli się ją gra): 800 i 500 dla dwóch pierwszych (790 i 485 przy 3 graczach).",
      lotteryDeals: "Loteryjek: {{value}} (jeśli się je gra): w każdej 200 i 125 dla dwóch pierwszych (250 i 175 przy 3 graczach).",
      "kingOfHeartsDiscard=true": "W rozdaniu bez króla kier posiadacz K♥ musi go zrzucić, gdy tylko nie ma koloru wyjścia.",
      "kingOfHeartsDiscard=false": "W rozdaniu bez króla kier posiadacz K♥ może go trzymać, jak długo chce.",
      "endEarly=true": "Rozdanie ujemne kończy się, gdy nie ma już w nim żadnej kary do wzięcia; bez lew i rozbójnika gra się zawsze do końca.",
      "endEarly=false": "Każde rozdanie gra się do ostatniej lewy.",
    },
  },
  de: {
    aim: "Verliere so wenige Punkte wie möglich. Eine Partie ist eine Folge von Spielen mit je eigener Strafe: für Stiche, Herzen, Damen, Könige und Buben, den Herz-König, den letzten Stich. Wer am Ende die höchste Summe hat, also am wenigsten verloren hat, gewinnt. Wahlweise bringen Plusspiele Punkte zurück.",
    setup: {
      heading: "Spieler und Karten",
      paragraphs: [
        "3 oder 4 Spieler, jeder für sich. 52 Karten, Ass hoch; zu viert bekommt jeder 13 Karten, zu dritt fällt die Kreuz-2 (2♣) weg und jeder bekommt 17.",
        "Der Geber wechselt nach links. In jedem Spiel beginnt der Spieler links vom Geber: Er spielt zum ersten Stich aus, bestimmt im Trumpfspiel den Trumpf und beginnt die Lotterie.",
      ],
    },
    turn: {
      heading: "Ein Stich",
      items: [
        "Wer ausspielt, spielt eine beliebige Karte (siehe aber das Herz-Verbot). Die anderen müssen im Uhrzeigersinn die ausgespielte Farbe bedienen, wenn sie können; sonst spielen sie eine beliebige Karte.",
        "Man muss nie überstechen, und in den Minusspielen gibt es keinen Trumpf.",
        "Die höchste Karte der ausgespielten Farbe gewinnt den Stich, und seine Strafe geht sofort an den, der ihn nimmt. Er spielt zum nächsten Stich aus.",
        "In Ohne Herzen, Ohne Herz-König und beim Räuber darf man kein Herz ausspielen, solange man eine Karte einer anderen Farbe hat.",
      ],
    },
    scoring: {
      heading: "Die Minusspiele und ihre Strafen",
      paragraphs: [
        "Die Partie beginnt mit sechs Minusspielen in dieser Reihenfolge. Strafen werden von deiner Summe abgezogen; im Spielblatt stehen sie als Minuspunkte.",
      ],
      table: {
        head: ["Spiel", "4 Spieler", "3 Spieler"],
        rows: [
          ["1. Ohne Stiche", "20 je Stich", "15 je Stich"],
          ["2. Ohne Herzen", "20 je Herz", "20 je Herz"],
          ["3. Ohne Damen", "60 je Dame", "60 je Dame"],
          ["4. Ohne Könige und Buben", "30 je König oder Bube", "30 je König oder Bube"],
          ["5. Ohne Herz-König", "150 für den K♥", "140 für den K♥"],
          ["6. Ohne letzten Stich", "150 für den letzten Stich, oder 75 für jeden von zwei genannten Stichen", "140, oder 70 für jeden von zweien"],
          ["7. Der Räuber", "alle Strafen oben zugleich", "alle Strafen oben zugleich"],
        ],
      },
      items: [
        "Die sechs Spiele kosten zusammen 1300 Punkte (1275 zu dritt); der Räuber noch einmal so viel.",
        "Die Partie endet nach dem letzten Spiel; die höchste Summe gewinnt, gleiche Summen teilen sich den Sieg.",
      ],
    },
    more: [
      {
        heading: "Plusspiele",
        items: [
          "Trumpfspiel: Der Spieler links vom Geber bestimmt eine Trumpffarbe (ohne Trumpf ist nicht erlaubt) und spielt aus. Bedienen, wenn man kann; sonst eine beliebige Karte, Trumpf oder nicht. Jeder Stich bringt +25, alle Stiche werden gespielt. Es gibt ein Trumpfspiel je Spieler, also bestimmt jeder einmal Trumpf.",
          "Lotterie: Die erste Karte ist beliebig, ihr Rang ist der Grundrang. Danach musst du am Zug eine Karte spielen, wenn du kannst: Eine Karte im Grundrang eröffnet die Reihe ihrer Farbe, jede andere muss direkt über der obersten oder direkt unter der untersten Karte der Reihe ihrer Farbe liegen. Wer nicht spielen kann, passt. Die ersten beiden, die ihre Karten los sind, bekommen Preise; das Spiel endet, sobald der Zweite fertig ist.",
        ],
        table: {
          head: ["Lotterie", "Erster", "Zweiter"],
          rows: [
            ["4 Spieler, eine Lotterie", "800", "500"],
            ["4 Spieler, eine je Spieler (jede)", "200", "125"],
            ["3 Spieler, eine Lotterie", "790", "485"],
            ["3 Spieler, eine je Spieler (jede)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Spiel 6 ist Ohne letzten Stich: Der letzte Stich kostet 150 (140 zu dritt).",
      "sixthDeal=lastTwo": "Spiel 6 ist Ohne die letzten zwei Stiche: jeder kostet 75 (70 zu dritt).",
      "sixthDeal=seventhAndLast": "Spiel 6 ist Ohne 7. und letzten Stich: jeder kostet 75 (70 zu dritt).",
      "sixthDeal=thirdAndSeventh": "Spiel 6 ist Ohne 3. und 7. Stich: jeder kostet 75 (70 zu dritt).",
      "sixthDeal=thirdAndEighth": "Spiel 6 ist Ohne 3. und 8. Stich: jeder kostet 75 (70 zu dritt).",
      "robber=true": "Spiel 7, der Räuber, wird gespielt: alle Strafen der Spiele 1–6 zugleich, mit dem Herz-Verbot.",
      "robber=false": "Kein Räuber: Die Minusspiele enden mit Spiel 6.",
      "positive=none": "Keine Plusspiele: Die Partie besteht nur aus den Minusspielen.",
      "positive=trumps": "Nach den Minusspielen ein Trumpfspiel je Spieler (je Stich +25).",
      "positive=lottery": "Nach den Minusspielen die Lotterie.",
      "positive=both": "Nach den Minusspielen ein Trumpfspiel je Spieler, dann die Lotterie.",
      "lotteryDeals=1": "Eine Lotterie (wenn sie gespielt wird): 800 und 500 für die ersten beiden (790 und 485 zu dritt).",
      lotteryDeals: "{{value}} Lotterien (wenn gespielt): in jeder 200 und 125 für die ersten beiden (250 und 175 zu dritt).",
      "kingOfHeartsDiscard=true": "In Ohne Herz-König muss der Besitzer den K♥ abwerfen, sobald er nicht bedienen kann.",
      "kingOfHeartsDiscard=false": "In Ohne Herz-König darf der Besitzer den K♥ behalten, solange er will.",
      "endEarly=true": "Ein Minusspiel endet, sobald keine ihrer Strafen mehr zu holen ist; Ohne Stiche und der Räuber werden immer ausgespielt.",
      "endEarly=false": "Jedes Spiel wird bis zum letzten Stich gespielt.",
    },
  },
  ru: {
    aim: "Потеряйте как можно меньше очков. Игра — это серия раздач, у каждой свой штраф: за взятки, червы, дам, мальчиков (королей и валетов), короля червей, последнюю взятку. Побеждает тот, у кого в конце самый высокий итог, то есть кто меньше всех потерял. По желанию плюсовые раздачи возвращают очки.",
    setup: {
      heading: "Игроки и карты",
      paragraphs: [
        "3 или 4 игрока, каждый сам за себя. Колода из 52 карт, туз старший; вчетвером каждый получает 13 карт, втроём убирают 2♣ и каждый получает 17.",
        "Сдают по очереди влево. В каждой раздаче первым действует игрок слева от сдающего: ходит в первую взятку, назначает козырь в козырной раздаче, начинает лотерею.",
      ],
    },
    turn: {
      heading: "Взятка",
      items: [
        "Ходящий кладёт любую карту (но см. запрет заходить с червей). Остальные по часовой стрелке обязаны класть масть хода, если она есть; если нет — любую карту.",
        "Перебивать не обязательно, а в отрицательных раздачах козыря нет.",
        "Взятку берёт старшая карта масти хода, и штраф сразу достаётся взявшему. Он ходит в следующую взятку.",
        "В раздачах «Не брать червей», «Не брать короля червей» и в ералаше нельзя заходить с червей, пока у вас есть карта другой масти.",
      ],
    },
    scoring: {
      heading: "Отрицательные раздачи и штрафы",
      paragraphs: ["Игра начинается с шести отрицательных раздач в таком порядке. Штрафы вычитаются из вашего итога; в таблице они видны как минусовые очки."],
      table: {
        head: ["Сдача", "4 игрока", "3 игрока"],
        rows: [
          ["1. Не брать взяток", "20 за взятку", "15 за взятку"],
          ["2. Не брать червей", "20 за черву", "20 за черву"],
          ["3. Не брать дам", "60 за даму", "60 за даму"],
          ["4. Не брать мальчиков", "30 за короля или валета", "30 за короля или валета"],
          ["5. Не брать короля червей", "150 за K♥", "140 за K♥"],
          ["6. Не брать последнюю взятку", "150 за последнюю взятку или 75 за каждую из двух названных", "140 или 70 за каждую из двух"],
          ["7. Ералаш", "все штрафы выше сразу", "все штрафы выше сразу"],
        ],
      },
      items: [
        "Шесть раздач вместе забирают 1300 очков (1275 втроём); ералаш — ещё столько же.",
        "Игра заканчивается после последней раздачи; побеждает высший итог, при равенстве победа общая.",
      ],
    },
    more: [
      {
        heading: "Плюсовые раздачи",
        items: [
          "Козыри: игрок слева от сдающего назначает козырную масть (без козыря нельзя) и ходит. Масть хода класть обязательно; у кого её нет, кладёт любую карту, козырь или нет. Каждая взятка даёт +25, играются все взятки. Козырных раздач столько, сколько игроков, так что каждый назначает козырь один раз.",
          "Лотерея: первая карта может быть любой, её достоинство становится базовым. Дальше в свой ход нужно сыграть карту, если можно: карта базового достоинства открывает ряд своей масти, любая другая должна быть на ступень выше верхней или на ступень ниже нижней карты ряда своей масти. Кто не может сыграть, пасует. Призы получают первые двое, избавившиеся от карт; раздача заканчивается, когда выходит второй.",
        ],
        table: {
          head: ["Лотерея", "Первый", "Второй"],
          rows: [
            ["4 игрока, одна лотерея", "800", "500"],
            ["4 игрока, по одной на игрока (каждая)", "200", "125"],
            ["3 игрока, одна лотерея", "790", "485"],
            ["3 игрока, по одной на игрока (каждая)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Шестая раздача — «Не брать последнюю взятку»: последняя взятка стоит 150 (140 втроём).",
      "sixthDeal=lastTwo": "Шестая раздача — «Не брать две последние»: каждая стоит 75 (70 втроём).",
      "sixthDeal=seventhAndLast": "Шестая раздача — «Не брать 7-ю и последнюю»: каждая стоит 75 (70 втроём).",
      "sixthDeal=thirdAndSeventh": "Шестая раздача — «Не брать 3-ю и 7-ю»: каждая стоит 75 (70 втроём).",
      "sixthDeal=thirdAndEighth": "Шестая раздача — «Не брать 3-ю и 8-ю»: каждая стоит 75 (70 втроём).",
      "robber=true": "Играется седьмая раздача, ералаш: все штрафы раздач 1–6 сразу, с запретом заходить с червей.",
      "robber=false": "Без ералаша: отрицательные раздачи заканчиваются шестой.",
      "positive=none": "Без плюсовых раздач: игра состоит только из отрицательных.",
      "positive=trumps": "После отрицательных раздач — по одной козырной раздаче на игрока (за взятку +25).",
      "positive=lottery": "После отрицательных раздач — лотерея.",
      "positive=both": "После отрицательных раздач — по одной козырной раздаче на игрока, затем лотерея.",
      "lotteryDeals=1": "Одна лотерея (если она играется): 800 и 500 первым двум (790 и 485 втроём).",
      lotteryDeals: "Лотерей: {{value}} (если они играются): в каждой 200 и 125 первым двум (250 и 175 втроём).",
      "kingOfHeartsDiscard=true": "В раздаче «Не брать короля червей» владелец K♥ обязан сбросить его, как только у него нет масти хода.",
      "kingOfHeartsDiscard=false": "В раздаче «Не брать короля червей» владелец K♥ может держать его сколько угодно.",
      "endEarly=true": "Отрицательная раздача заканчивается, как только в ней не осталось штрафов; «Не брать взяток» и ералаш всегда доигрываются.",
      "endEarly=false": "Каждая раздача играется до последней взятки.",
    },
  },
  uk: {
    aim: "Втратьте якомога менше очок. Гра — це серія роздач, кожна зі своїм штрафом: за взятки, чирви, дам, хлопчиків (королів і валетів), короля чирви, останню взятку. Перемагає той, у кого наприкінці найвищий підсумок, тобто хто втратив найменше. За бажанням плюсові роздачі повертають очки.",
    setup: {
      heading: "Гравці й карти",
      paragraphs: [
        "3 або 4 гравці, кожен сам за себе. Колода з 52 карт, туз старший; учотирьох кожен отримує 13 карт, утрьох прибирають 2♣ і кожен отримує 17.",
        "Роздають по черзі ліворуч. У кожній роздачі першим діє гравець ліворуч від того, хто роздає: ходить у першу взятку, призначає козир у козирній роздачі, починає лотерею.",
      ],
    },
    turn: {
      heading: "Взятка",
      items: [
        "Хто ходить, кладе будь-яку карту (але див. заборону заходити з чирви). Решта за годинниковою стрілкою мусять класти масть ходу, якщо мають; якщо ні — будь-яку карту.",
        "Перебивати не обов’язково, а у від’ємних роздачах козиря немає.",
        "Взятку бере найстарша карта масті ходу, і штраф одразу дістається тому, хто її взяв. Він ходить у наступну взятку.",
        "У роздачах «Не брати чирв», «Не брати короля чирви» і в єралаші не можна заходити з чирви, поки маєте карту іншої масті.",
      ],
    },
    scoring: {
      heading: "Від’ємні роздачі та штрафи",
      paragraphs: [
        "Гра починається з шести від’ємних роздач у такому порядку. Штрафи віднімаються від вашого підсумку; у таблиці вони видні як мінусові очки.",
      ],
      table: {
        head: ["Роздача", "4 гравці", "3 гравці"],
        rows: [
          ["1. Не брати взяток", "20 за взятку", "15 за взятку"],
          ["2. Не брати чирв", "20 за чирву", "20 за чирву"],
          ["3. Не брати дам", "60 за даму", "60 за даму"],
          ["4. Не брати хлопчиків", "30 за короля чи валета", "30 за короля чи валета"],
          ["5. Не брати короля чирви", "150 за K♥", "140 за K♥"],
          ["6. Не брати останньої взятки", "150 за останню взятку або 75 за кожну з двох названих", "140 або 70 за кожну з двох"],
          ["7. Єралаш", "усі штрафи вище разом", "усі штрафи вище разом"],
        ],
      },
      items: [
        "Шість роздач разом забирають 1300 очок (1275 утрьох); єралаш — ще стільки ж.",
        "Гра закінчується після останньої роздачі; перемагає найвищий підсумок, за рівності перемога спільна.",
      ],
    },
    more: [
      {
        heading: "Плюсові роздачі",
        items: [
          "Козирі: гравець ліворуч від того, хто роздає, призначає козирну масть (без козиря не можна) і ходить. Масть ходу класти обов’язково; хто її не має, кладе будь-яку карту, козир чи ні. Кожна взятка дає +25, грають усі взятки. Козирних роздач стільки, скільки гравців, тож кожен призначає козир один раз.",
          "Лотерея: перша карта може бути будь-якою, її значення стає базовим. Далі у свій хід треба зіграти карту, якщо можна: карта базового значення відкриває ряд своєї масті, будь-яка інша має бути на щабель вище верхньої або на щабель нижче нижньої карти ряду своєї масті. Хто не може зіграти, пасує. Призи отримують перші двоє, хто позбувся карт; роздача закінчується, коли виходить другий.",
        ],
        table: {
          head: ["Лотерея", "Перший", "Другий"],
          rows: [
            ["4 гравці, одна лотерея", "800", "500"],
            ["4 гравці, по одній на гравця (кожна)", "200", "125"],
            ["3 гравці, одна лотерея", "790", "485"],
            ["3 гравці, по одній на гравця (кожна)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Шоста роздача — «Не брати останньої взятки»: остання взятка коштує 150 (140 утрьох).",
      "sixthDeal=lastTwo": "Шоста роздача — «Не брати двох останніх»: кожна коштує 75 (70 утрьох).",
      "sixthDeal=seventhAndLast": "Шоста роздача — «Не брати 7-ї та останньої»: кожна коштує 75 (70 утрьох).",
      "sixthDeal=thirdAndSeventh": "Шоста роздача — «Не брати 3-ї та 7-ї»: кожна коштує 75 (70 утрьох).",
      "sixthDeal=thirdAndEighth": "Шоста роздача — «Не брати 3-ї та 8-ї»: кожна коштує 75 (70 утрьох).",
      "robber=true": "Грають сьому роздачу, єралаш: усі штрафи роздач 1–6 разом, із забороною заходити з чирви.",
      "robber=false": "Без єралашу: від’ємні роздачі закінчуються шостою.",
      "positive=none": "Без плюсових роздач: гра складається лише з від’ємних.",
      "positive=trumps": "Після від’ємних роздач — по одній козирній роздачі на гравця (за взятку +25).",
      "positive=lottery": "Після від’ємних роздач — лотерея.",
      "positive=both": "Після від’ємних роздач — по одній козирній роздачі на гравця, потім лотерея.",
      "lotteryDeals=1": "Одна лотерея (якщо її грають): 800 і 500 першим двом (790 і 485 утрьох).",
      lotteryDeals: "Лотерей: {{value}} (якщо їх грають): у кожній 200 і 125 першим двом (250 і 175 утрьох).",
      "kingOfHeartsDiscard=true": "У роздачі «Не брати короля чирви» власник K♥ мусить скинути його, щойно не має масті ходу.",
      "kingOfHeartsDiscard=false": "У роздачі «Не брати короля чирви» власник K♥ може тримати його скільки завгодно.",
      "endEarly=true": "Від’ємна роздача закінчується, щойно в ній не лишилося штрафів; «Не брати взяток» і єралаш завжди догравають.",
      "endEarly=false": "Кожну роздачу грають до останньої взятки.",
    },
  },
  el: {
    aim: "Χάσε όσο λιγότερους πόντους μπορείς. Το παιχνίδι είναι μια σειρά από μοιρασιές, καθεμία με τη δική της ποινή: για λεβέδες, κούπες, ντάμες, ρηγάδες και βαλέδες, τον ρήγα κούπα, την τελευταία λεβέ. Κερδίζει όποιος έχει στο τέλος το μεγαλύτερο σύνολο, δηλαδή έχασε τους λιγότερους. Προαιρετικές θετικές μοιρασιές δίνουν πόντους πίσω.",
    setup: {
      heading: "Παίκτες και φύλλα",
      paragraphs: [
        "3 ή 4 παίκτες, ο καθένας για τον εαυτό του. Τράπουλα 52 φύλλων, ο άσος μεγαλύτερος· με 4 παίκτες ο καθένας παίρνει 13 φύλλα, με 3 βγαίνει το 2♣ και ο καθένας παίρνει 17.",
        "Η μοιρασιά πηγαίνει προς τα αριστερά. Σε κάθε μοιρασιά πρώτος παίζει ο παίκτης αριστερά από τον μοιραστή: βγαίνει στην πρώτη λεβέ, ορίζει ατού στη μοιρασιά με ατού, ξεκινά τη λοταρία.",
      ],
    },
    turn: {
      heading: "Μια λεβέ",
      items: [
        "Όποιος βγαίνει παίζει όποιο φύλλο θέλει (δες όμως την απαγόρευση για τις κούπες). Οι άλλοι, δεξιόστροφα, πρέπει να ακολουθήσουν το χρώμα της εξόδου αν έχουν· αλλιώς παίζουν ό,τι θέλουν.",
        "Δεν χρειάζεται ποτέ να παίξεις μεγαλύτερο φύλλο, και στις αρνητικές μοιρασιές δεν υπάρχει ατού.",
        "Τη λεβέ την παίρνει το μεγαλύτερο φύλλο του χρώματος της εξόδου, και η ποινή της πηγαίνει αμέσως σε όποιον την παίρνει. Αυτός βγαίνει στην επόμενη.",
        "Στις μοιρασιές «Χωρίς κούπες», «Χωρίς τον ρήγα κούπα» και στον ληστή δεν βγαίνεις κούπα όσο έχεις φύλλο άλλου χρώματος.",
      ],
    },
    scoring: {
      heading: "Οι αρνητικές μοιρασιές και οι ποινές τους",
      paragraphs: [
        "Το παιχνίδι αρχίζει με έξι αρνητικές μοιρασιές, με αυτή τη σειρά. Οι ποινές αφαιρούνται από το σύνολό σου· στο φύλλο σκορ φαίνονται ως αρνητικοί πόντοι.",
      ],
      table: {
        head: ["Μοιρασιά", "4 παίκτες", "3 παίκτες"],
        rows: [
          ["1. Χωρίς λεβέδες", "20 ανά λεβέ", "15 ανά λεβέ"],
          ["2. Χωρίς κούπες", "20 ανά κούπα", "20 ανά κούπα"],
          ["3. Χωρίς ντάμες", "60 ανά ντάμα", "60 ανά ντάμα"],
          ["4. Χωρίς ρηγάδες και βαλέδες", "30 ανά ρήγα ή βαλέ", "30 ανά ρήγα ή βαλέ"],
          ["5. Χωρίς τον ρήγα κούπα", "150 για τον K♥", "140 για τον K♥"],
          ["6. Χωρίς την τελευταία λεβέ", "150 για την τελευταία λεβέ, ή 75 για καθεμία από δύο ορισμένες λεβέδες", "140, ή 70 για καθεμία από τις δύο"],
          ["7. Ο ληστής", "όλες οι παραπάνω ποινές μαζί", "όλες οι παραπάνω ποινές μαζί"],
        ],
      },
      items: [
        "Οι έξι μοιρασιές παίρνουν συνολικά 1300 πόντους (1275 με 3 παίκτες)· ο ληστής άλλους τόσους.",
        "Το παιχνίδι τελειώνει μετά την τελευταία μοιρασιά· κερδίζει το μεγαλύτερο σύνολο, και τα ίσα σύνολα μοιράζονται τη νίκη.",
      ],
    },
    more: [
      {
        heading: "Θετικές μοιρασιές",
        items: [
          "Ατού: ο παίκτης αριστερά από τον μοιραστή ορίζει χρώμα ατού (χωρίς ατού δεν επιτρέπεται) και βγαίνει. Ακολουθείς χρώμα αν έχεις· αλλιώς παίζεις ό,τι θέλεις, ατού ή όχι. Κάθε λεβέ δίνει +25 και παίζονται όλες οι λεβέδες. Υπάρχει μία μοιρασιά με ατού ανά παίκτη, οπότε ο καθένας ορίζει ατού μία φορά.",
          "Λοταρία: το πρώτο φύλλο μπορεί να είναι οποιοδήποτε, και η αξία του γίνεται η βασική αξία. Μετά, στη σειρά σου πρέπει να παίξεις ένα φύλλο αν μπορείς: ένα φύλλο της βασικής αξίας ανοίγει τη σειρά του χρώματός του, κάθε άλλο πρέπει να είναι ακριβώς πάνω από το ψηλότερο ή ακριβώς κάτω από το χαμηλότερο φύλλο της σειράς του χρώματός του. Όποιος δεν μπορεί να παίξει πάει πάσο. Βραβεία παίρνουν οι δύο πρώτοι που ξεφορτώνονται τα φύλλα τους· η μοιρασιά τελειώνει όταν βγει ο δεύτερος.",
        ],
        table: {
          head: ["Λοταρία", "Πρώτος", "Δεύτερος"],
          rows: [
            ["4 παίκτες, μία λοταρία", "800", "500"],
            ["4 παίκτες, μία ανά παίκτη (η καθεμία)", "200", "125"],
            ["3 παίκτες, μία λοταρία", "790", "485"],
            ["3 παίκτες, μία ανά παίκτη (η καθεμία)", "250", "175"],
          ],
        },
      },
    ],
    options: {
      "sixthDeal=last": "Η 6η μοιρασιά είναι «Χωρίς την τελευταία λεβέ»: η τελευταία λεβέ κοστίζει 150 (140 με 3 παίκτες).",
      "sixthDeal=lastTwo": "Η 6η μοιρασιά είναι «Χωρίς τις δύο τελευταίες λεβέδες»: καθεμία κοστίζει 75 (70 με 3 παίκτες).",
      "sixthDeal=seventhAndLast": "Η 6η μοιρασιά είναι «Χωρίς την 7η και την τελευταία λεβέ»: καθεμία κοστίζει 75 (70 με 3 παίκτες).",
      "sixthDeal=thirdAndSeventh": "Η 6η μοιρασιά είναι «Χωρίς την 3η και την 7η λεβέ»: καθεμία κοστίζει 75 (70 με 3 παίκτες).",
      "sixthDeal=thirdAndEighth": "Η 6η μοιρασιά είναι «Χωρίς την 3η και την 8η λεβέ»: καθεμία κοστίζει 75 (70 με 3 παίκτες).",
      "robber=true": "Παίζεται η 7η μοιρασιά, ο ληστής: όλες οι ποινές των μοιρασιών 1–6 μαζί, με την απαγόρευση για τις κούπες.",
      "robber=false": "Χωρίς ληστή: οι αρνητικές μοιρασιές τελειώνουν με την 6η.",
      "positive=none": "Χωρίς θετικές μοιρασιές: το παιχνίδι είναι μόνο οι αρνητικές.",
      "positive=trumps": "Μετά τις αρνητικές μοιρασιές, μία μοιρασιά με ατού ανά παίκτη (κάθε λεβέ +25).",
      "positive=lottery": "Μετά τις αρνητικές μοιρασιές, η λοταρία.",
      "positive=both": "Μετά τις αρνητικές μοιρασιές, μία μοιρασιά με ατού ανά παίκτη και μετά η λοταρία.",
      "lotteryDeals=1": "Μία λοταρία (όταν παίζεται): 800 και 500 για τους δύο πρώτους (790 και 485 με 3 παίκτες).",
      lotteryDeals: "Λοταρίες: {{value}} (όταν παίζονται): σε καθεμία 200 και 125 για τους δύο πρώτους (250 και 175 με 3 παίκτες).",
      "kingOfHeartsDiscard=true": "Στο «Χωρίς τον ρήγα κούπα», όποιος έχει τον K♥ πρέπει να τον ρίξει μόλις δεν έχει το χρώμα της εξόδου.",
      "kingOfHeartsDiscard=false": "Στο «Χωρίς τον ρήγα κούπα», όποιος έχει τον K♥ μπορεί να τον κρατά όσο θέλει.",
      "endEarly=true": "Μια αρνητική μοιρασιά σταματά μόλις δεν μένει καμία ποινή της να παρθεί· το «Χωρίς λεβέδες» και ο ληστής παίζονται πάντα ως το τέλος.",
      "endEarly=false": "Κάθε μοιρασιά παίζεται ως την τελευταία λεβέ.",
    },
  },
};
