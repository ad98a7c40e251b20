/**
 * How to play The Fox in the Forest, in the project's own words (rules of record: docs/rules/fox.md). The
 * names are the table's (i18n/games/fox.ts): suits, the decree card, and the six powers as each edition calls
 * them. The round's scoring table matches shared/src/fox/score.ts (trickPoints); the unit test checks it.
 */
import type { RulesSheets } from "./types";

export const foxRules: RulesSheets = {
  en: {
    aim: "Score more points than your opponent over several rounds. Tricks bring points, but not simply the more the better: a round of 4–6 or 7–9 tricks pays, and a greedy round of 10 or more pays nothing.",
    setup: {
      heading: "The cards and the deal",
      paragraphs: [
        "Two players. 33 cards in three suits, Bells, Keys and Moons, each numbered 1 to 11 (11 is high).",
        "Each player gets 13 cards. Of the 7 left, the top one is turned face up: it is the decree card, and its suit is trump for the round. The other 6 lie face down as the draw deck. The deal alternates between the players, and the player who did not deal leads the first trick.",
      ],
    },
    turn: {
      heading: "A trick",
      items: [
        "The leader plays any card from hand.",
        "The other player must play a card of the suit led if they have one; otherwise any card.",
        "The highest trump in the trick wins it; with no trump, the higher card of the suit led wins.",
        "The winner of a trick leads the next one (unless a Swan says otherwise).",
        "The odd cards have powers (below). After 13 tricks the round is scored and the next one is dealt.",
      ],
    },
    scoring: {
      heading: "Scoring each round",
      paragraphs: ["At the end of a round each player scores for the number of tricks they took (see the table below)."],
      table: {
        head: ["Tricks taken", "Points"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["Added to that: 1 point for each 7 in the tricks you won (the Treasure), counted as the trick is taken."],
    },
    more: [
      {
        heading: "Card powers",
        items: [
          "1 Swan: if you play it and lose the trick, you lead the next trick anyway.",
          "3 Fox: when you play it you may exchange a card from your hand with the decree card (trump may change), or pass.",
          "5 Woodcutter: when you play it, draw the top card of the draw deck, then put any one card from your hand face down at the bottom of the deck.",
          "7 Treasure: whoever wins the trick scores 1 point at once for each 7 in it.",
          "9 Witch: if it is the only 9 in the trick, it counts as a trump when the trick is decided. For following suit it stays a card of its own suit.",
          "11 Monarch: when it is led, the other player must play the 1 of that suit or their highest card of that suit (if they have any).",
        ],
      },
      {
        heading: "The end of the game",
        paragraphs: [
          "Treasure points count at once, but the game only ends after a round's scoring, when a player has reached the target score. The higher total wins; on equal totals, the player who scored more in the last round wins, and if that is equal too, the game is a draw.",
        ],
      },
    ],
    options: {
      targetScore: "The game ends after the round in which a player reaches {{value}} points.",
    },
  },
  pl: {
    aim: "Zdobądź więcej punktów niż przeciwnik w kilku rundach. Lewy dają punkty, ale nie zawsze im więcej, tym lepiej: opłaca się runda z 4–6 albo 7–9 lewami, a zachłanna runda z 10 lewami lub więcej nie daje nic.",
    setup: {
      heading: "Karty i rozdanie",
      paragraphs: [
        "Dwóch graczy. 33 karty w trzech kolorach, Dzwonki, Klucze i Księżyce, w każdym wartości od 1 do 11 (11 najstarsza).",
        "Każdy dostaje 13 kart. Z 7 pozostałych wierzchnią odkrywa się: to karta dekretu, a jej kolor jest w tej rundzie atutem. Pozostałe 6 leży zakrytych jako talia do dobierania. Gracze rozdają na zmianę, a w pierwszej lewie wychodzi ten, kto nie rozdawał.",
      ],
    },
    turn: {
      heading: "Lewa",
      items: [
        "Wychodzący zagrywa dowolną kartę z ręki.",
        "Drugi gracz musi dołożyć kartę w kolorze wyjścia, jeśli ją ma; jeśli nie, dowolną kartę.",
        "Lewę bierze najwyższy atut; gdy atutu brak, wyższa karta w kolorze wyjścia.",
        "Zwycięzca lewy wychodzi w następnej (chyba że Łabędź stanowi inaczej).",
        "Karty nieparzyste mają moce (niżej). Po 13 lewach runda jest podliczana i rozdaje się następną.",
      ],
    },
    scoring: {
      heading: "Punktacja w każdej rundzie",
      paragraphs: ["Na koniec rundy każdy gracz dostaje punkty za liczbę wziętych lew (zob. tabelę niżej)."],
      table: {
        head: ["Wzięte lewy", "Punkty"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["Do tego: 1 punkt za każdą 7 w wziętych lewach (Skarb), liczony od razu przy braniu lewy."],
    },
    more: [
      {
        heading: "Moce kart",
        items: [
          "1 Łabędź: jeśli go zagrasz i przegrasz lewę, i tak wychodzisz w następnej.",
          "3 Lis: gdy go zagrasz, możesz wymienić kartę z ręki na kartę dekretu (atut może się zmienić) albo spasować.",
          "5 Drwal: gdy go zagrasz, dobierz wierzchnią kartę talii, a potem połóż dowolną kartę z ręki zakrytą na spód talii.",
          "7 Skarb: kto weźmie lewę, od razu dostaje 1 punkt za każdą 7 w tej lewie.",
          "9 Wiedźma: jeśli jest jedyną 9 w lewie, przy ustalaniu zwycięzcy liczy się jako atut. Przy dokładaniu do koloru pozostaje kartą swojego koloru.",
          "11 Monarcha: gdy nim wyjdziesz, przeciwnik musi zagrać 1 tego koloru albo swoją najwyższą kartę w tym kolorze (jeśli ma ten kolor).",
        ],
      },
      {
        heading: "Koniec gry",
        paragraphs: [
          "Punkty za Skarby liczą się od razu, ale gra kończy się dopiero po podliczeniu rundy, gdy ktoś osiągnął próg. Wygrywa wyższa suma; przy równych sumach wygrywa ten, kto zdobył więcej w ostatniej rundzie, a jeśli i to jest równe, gra kończy się remisem.",
        ],
      },
    ],
    options: {
      targetScore: "Gra kończy się po rundzie, w której ktoś zdobędzie {{value}} punktów.",
    },
  },
  de: {
    aim: "Sammle über mehrere Runden mehr Punkte als dein Gegner. Stiche bringen Punkte, aber nicht einfach je mehr, desto besser: Eine Runde mit 4–6 oder 7–9 Stichen lohnt sich, eine gierige Runde mit 10 oder mehr bringt nichts.",
    setup: {
      heading: "Karten und Geben",
      paragraphs: [
        "Zwei Spieler. 33 Karten in drei Farben, Glocken, Schlüssel und Monde, jeweils mit Werten von 1 bis 11 (11 ist die höchste).",
        "Jeder bekommt 13 Karten. Von den übrigen 7 wird die oberste aufgedeckt: Sie ist die Dekretkarte, ihre Farbe ist in dieser Runde Trumpf. Die anderen 6 liegen verdeckt als Nachziehstapel. Es wird abwechselnd gegeben; wer nicht gegeben hat, spielt zum ersten Stich aus.",
      ],
    },
    turn: {
      heading: "Ein Stich",
      items: [
        "Wer ausspielt, spielt eine beliebige Karte.",
        "Der andere muss die ausgespielte Farbe bedienen, wenn er kann; sonst darf er jede Karte spielen.",
        "Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höhere Karte der ausgespielten Farbe.",
        "Wer den Stich gewinnt, spielt zum nächsten aus (außer ein Schwan bestimmt es anders).",
        "Die ungeraden Karten haben Kräfte (unten). Nach 13 Stichen wird die Runde gewertet und neu gegeben.",
      ],
    },
    scoring: {
      heading: "Wertung jeder Runde",
      paragraphs: ["Am Ende einer Runde bekommt jeder Punkte für die Zahl seiner Stiche (siehe die Tabelle unten)."],
      table: {
        head: ["Stiche", "Punkte"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["Dazu: 1 Punkt für jede 7 in deinen Stichen (der Schatz), gezählt, sobald der Stich genommen ist."],
    },
    more: [
      {
        heading: "Kartenkräfte",
        items: [
          "1 Schwan: Spielst du ihn und verlierst den Stich, spielst du trotzdem zum nächsten Stich aus.",
          "3 Fuchs: Spielst du ihn, darfst du eine Karte deiner Hand gegen die Dekretkarte tauschen (der Trumpf kann wechseln) oder passen.",
          "5 Holzfäller: Spielst du ihn, ziehst du die oberste Karte des Stapels und legst dann eine beliebige Karte deiner Hand verdeckt unter den Stapel.",
          "7 Schatz: Wer den Stich gewinnt, bekommt sofort 1 Punkt für jede 7 darin.",
          "9 Hexe: Ist sie die einzige 9 im Stich, zählt sie bei der Entscheidung als Trumpf. Beim Bedienen bleibt sie eine Karte ihrer eigenen Farbe.",
          "11 Monarch: Wird er ausgespielt, muss der andere die 1 dieser Farbe oder seine höchste Karte dieser Farbe spielen (wenn er die Farbe hat).",
        ],
      },
      {
        heading: "Das Ende des Spiels",
        paragraphs: [
          "Schatzpunkte zählen sofort, aber das Spiel endet erst nach der Wertung einer Runde, wenn jemand die Zielpunktzahl erreicht hat. Die höhere Summe gewinnt; bei Gleichstand gewinnt, wer in der letzten Runde mehr Punkte bekam, und ist auch das gleich, endet das Spiel unentschieden.",
        ],
      },
    ],
    options: {
      targetScore: "Das Spiel endet nach der Runde, in der jemand {{value}} Punkte erreicht.",
    },
  },
  ru: {
    aim: "Наберите за несколько раундов больше очков, чем соперник. Взятки приносят очки, но не по принципу «чем больше, тем лучше»: выгоден раунд с 4–6 или 7–9 взятками, а жадный раунд с 10 взятками и больше не даёт ничего.",
    setup: {
      heading: "Карты и сдача",
      paragraphs: [
        "Два игрока. 33 карты трёх мастей — Колокола, Ключи и Луны, в каждой достоинства от 1 до 11 (11 — старшая).",
        "Каждый получает 13 карт. Из 7 оставшихся верхнюю открывают: это карта указа, её масть в этом раунде козырная. Остальные 6 лежат рубашкой вверх — это колода добора. Сдают по очереди; в первую взятку ходит тот, кто не сдавал.",
      ],
    },
    turn: {
      heading: "Взятка",
      items: [
        "Ходящий первым играет любую карту с руки.",
        "Второй игрок обязан положить карту масти хода, если она есть; если нет — любую карту.",
        "Взятку берёт старший козырь; если козырей нет — старшая карта масти хода.",
        "Взявший взятку ходит в следующую (если Лебедь не решит иначе).",
        "У нечётных карт есть силы (см. ниже). После 13 взяток раунд подсчитывают и сдают следующий.",
      ],
    },
    scoring: {
      heading: "Подсчёт в каждом раунде",
      paragraphs: ["В конце раунда каждый получает очки за число своих взяток (см. таблицу ниже)."],
      table: {
        head: ["Взяток", "Очки"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["К этому добавляется 1 очко за каждую 7 во взятых взятках (Сокровище), оно засчитывается сразу."],
    },
    more: [
      {
        heading: "Силы карт",
        items: [
          "1 Лебедь: если вы сыграли его и проиграли взятку, в следующую всё равно ходите вы.",
          "3 Лиса: сыграв её, можно обменять карту с руки на карту указа (козырь может смениться) или спасовать.",
          "5 Дровосек: сыграв его, возьмите верхнюю карту колоды, затем положите любую карту с руки рубашкой вверх под низ колоды.",
          "7 Сокровище: взявший взятку сразу получает 1 очко за каждую 7 в ней.",
          "9 Ведьма: если это единственная 9 во взятке, при определении победителя она считается козырем. Для обязанности класть масть она остаётся картой своей масти.",
          "11 Монарх: если им сходили, соперник должен сыграть 1 этой масти или свою старшую карту этой масти (если масть у него есть).",
        ],
      },
      {
        heading: "Конец игры",
        paragraphs: [
          "Очки за Сокровища начисляются сразу, но игра заканчивается только после подсчёта раунда, когда кто-то достиг цели. Побеждает бо́льшая сумма; при равенстве — тот, кто набрал больше в последнем раунде, а если и это поровну, игра заканчивается вничью.",
        ],
      },
    ],
    options: {
      targetScore: "Игра заканчивается после раунда, в котором кто-то наберёт {{value}} очков.",
    },
  },
  uk: {
    aim: "Здобудьте за кілька раундів більше переможних очок (ПО), ніж суперник. Взятки дають ПО, але не за правилом «що більше, то краще»: вигідний раунд із 4–6 або 7–9 взятками, а жадібний раунд із 10 взятками й більше не дає нічого.",
    setup: {
      heading: "Карти й роздача",
      paragraphs: [
        "Двоє гравців. 33 карти трьох мастей — Дзвін, Ключ і Місяць, у кожній значення від 1 до 11 (11 — найстарша).",
        "Кожен отримує 13 карт. Із 7 решти верхню відкривають: це козирна карта, її масть у цьому раунді козирна. Інші 6 лежать долілиць як загальна колода. Роздають по черзі; першу взятку починає той, хто не роздавав.",
      ],
    },
    turn: {
      heading: "Взятка",
      items: [
        "Той, хто ходить першим, грає будь-яку карту з руки.",
        "Другий гравець мусить покласти карту масті ходу, якщо має; якщо ні — будь-яку карту.",
        "Взятку бере найстарший козир; якщо козирів немає — старша карта масті ходу.",
        "Хто взяв взятку, той ходить у наступну (якщо Лебідь не вирішить інакше).",
        "Непарні карти мають властивості (нижче). Після 13 взяток раунд підраховують і роздають наступний.",
      ],
    },
    scoring: {
      heading: "Підрахунок у кожному раунді",
      paragraphs: ["Наприкінці раунду кожен отримує ПО за кількість своїх взяток (див. таблицю нижче)."],
      table: {
        head: ["Взяток", "ПО"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["До цього додається 1 ПО за кожну «7» у взятих взятках (Скарб), його зараховують одразу."],
    },
    more: [
      {
        heading: "Властивості карт",
        items: [
          "1 Лебідь: якщо ви зіграли його і програли взятку, у наступну все одно ходите ви.",
          "3 Лисиця: зігравши її, можна обміняти карту з руки на козирну карту (козир може змінитися) або спасувати.",
          "5 Дроворуб: зігравши його, візьміть верхню карту загальної колоди, потім покладіть будь-яку карту з руки долілиць під низ колоди.",
          "7 Скарб: хто взяв взятку, одразу отримує 1 ПО за кожну «7» у ній.",
          "9 Відьма: якщо це єдина «9» у взятці, під час визначення переможця вона вважається козирем. Щодо обов’язку класти масть вона лишається картою своєї масті.",
          "11 Король/Королева: коли нею походили, суперник мусить зіграти «1» цієї масті або свою найстаршу карту цієї масті (якщо має цю масть).",
        ],
      },
      {
        heading: "Кінець гри",
        paragraphs: [
          "ПО за Скарби нараховуються одразу, але гра закінчується лише після підрахунку раунду, коли хтось досяг мети. Перемагає більша сума; за рівності — той, хто здобув більше в останньому раунді, а якщо й це порівну, гра закінчується внічию.",
        ],
      },
    ],
    options: {
      targetScore: "Гра закінчується після раунду, у якому хтось здобуде {{value}} ПО.",
    },
  },
  el: {
    aim: "Μάζεψε περισσότερους πόντους από τον αντίπαλο σε αρκετούς γύρους. Οι λεβέδες δίνουν πόντους, αλλά όχι «όσο περισσότερες τόσο καλύτερα»: συμφέρει ένας γύρος με 4–6 ή 7–9 λεβέδες, ενώ ένας άπληστος γύρος με 10 ή περισσότερες δεν δίνει τίποτα.",
    setup: {
      heading: "Τα φύλλα και η μοιρασιά",
      paragraphs: [
        "Δύο παίκτες. 33 φύλλα σε τρία χρώματα, Καμπάνες, Κλειδιά και Φεγγάρια, με αξίες από 1 έως 11 (το 11 είναι το μεγαλύτερο).",
        "Ο καθένας παίρνει 13 φύλλα. Από τα 7 που μένουν, το πάνω γυρίζει ανοιχτό: είναι το φύλλο του διατάγματος και το χρώμα του είναι ατού σε αυτόν τον γύρο. Τα άλλα 6 μένουν κλειστά ως τράπουλα. Μοιράζουν εναλλάξ· στην πρώτη λεβέ βγαίνει όποιος δεν μοίρασε.",
      ],
    },
    turn: {
      heading: "Μια λεβέ",
      items: [
        "Όποιος βγαίνει παίζει όποιο φύλλο θέλει.",
        "Ο άλλος πρέπει να ακολουθήσει το χρώμα της εξόδου, αν έχει· αλλιώς παίζει όποιο φύλλο θέλει.",
        "Τη λεβέ την παίρνει το μεγαλύτερο ατού· χωρίς ατού, το μεγαλύτερο φύλλο στο χρώμα της εξόδου.",
        "Όποιος παίρνει τη λεβέ βγαίνει στην επόμενη (εκτός αν ο Κύκνος ορίσει αλλιώς).",
        "Τα μονά φύλλα έχουν δυνάμεις (παρακάτω). Μετά από 13 λεβέδες ο γύρος μετριέται και μοιράζεται ο επόμενος.",
      ],
    },
    scoring: {
      heading: "Πόντοι σε κάθε γύρο",
      paragraphs: ["Στο τέλος του γύρου ο καθένας παίρνει πόντους ανάλογα με τις λεβέδες του (δες τον πίνακα παρακάτω)."],
      table: {
        head: ["Λεβέδες", "Πόντοι"],
        rows: [
          ["0–3", "6"],
          ["4", "1"],
          ["5", "2"],
          ["6", "3"],
          ["7–9", "6"],
          ["10–13", "0"],
        ],
      },
      items: ["Σε αυτούς προστίθεται 1 πόντος για κάθε 7 στις λεβέδες σου (ο Θησαυρός), που μετράει αμέσως."],
    },
    more: [
      {
        heading: "Δυνάμεις των φύλλων",
        items: [
          "1 Κύκνος: αν τον παίξεις και χάσεις τη λεβέ, βγαίνεις εσύ στην επόμενη.",
          "3 Αλεπού: όταν την παίζεις, μπορείς να αλλάξεις ένα φύλλο του χεριού σου με το φύλλο του διατάγματος (το ατού μπορεί να αλλάξει) ή να πας πάσο.",
          "5 Ξυλοκόπος: όταν τον παίζεις, τράβα το πάνω φύλλο της τράπουλας και μετά βάλε όποιο φύλλο θέλεις από το χέρι σου κλειστό στον πάτο της.",
          "7 Θησαυρός: όποιος παίρνει τη λεβέ κερδίζει αμέσως 1 πόντο για κάθε 7 μέσα της.",
          "9 Μάγισσα: αν είναι το μόνο 9 στη λεβέ, μετράει ως ατού όταν κρίνεται η λεβέ. Για το ακολούθημα χρώματος μένει φύλλο του δικού της χρώματος.",
          "11 Μονάρχης: όταν βγαίνει, ο αντίπαλος πρέπει να παίξει το 1 αυτού του χρώματος ή το μεγαλύτερο φύλλο του σε αυτό (αν έχει το χρώμα).",
        ],
      },
      {
        heading: "Το τέλος του παιχνιδιού",
        paragraphs: [
          "Οι πόντοι του Θησαυρού μετρούν αμέσως, αλλά το παιχνίδι τελειώνει μόνο μετά τη μέτρηση ενός γύρου, όταν κάποιος έχει φτάσει τον στόχο. Κερδίζει το μεγαλύτερο σύνολο· σε ισοπαλία, όποιος πήρε περισσότερους πόντους στον τελευταίο γύρο, κι αν είναι ίσοι και εκεί, το παιχνίδι λήγει ισόπαλο.",
        ],
      },
    ],
    options: {
      targetScore: "Το παιχνίδι τελειώνει μετά τον γύρο στον οποίο κάποιος φτάνει τους {{value}} πόντους.",
    },
  },
};
