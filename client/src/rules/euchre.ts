/**
 * How to play Euchre, in the project's own words (rules of record: docs/rules/euchre.md), with the table's
 * terms (i18n/games/euchre.ts): up-card, order up / pick up, maker, going alone, defend alone, march, euchred.
 * The points table's rows, in order, are the cases of shared/src/euchre/resolve.ts handPoints; the unit test
 * checks every figure against it.
 */
import type { RulesSheets } from "./types";

export const euchreRules: RulesSheets = {
  en: {
    aim: "Four players in two partnerships, partners sitting opposite. In each hand one side names trump and must then take at least 3 of the 5 tricks. The first side to reach the target score (10) wins.",
    setup: {
      heading: "The cards and the deal",
      paragraphs: [
        "24 cards: 9, 10, jack, queen, king and ace in each of the four suits. Each player gets 5 cards. Of the 4 left over, the top one is turned face up (the up-card); the other 3 are not used. The deal passes to the left after every hand.",
      ],
    },
    turn: {
      heading: "A hand",
      items: [
        "First round of bidding: starting left of the dealer, each player either passes or orders the dealer to pick up the up-card (the dealer himself says “pick up”). Its suit becomes trump; the dealer takes the up-card and puts one card face down.",
        "If all four pass, the up-card is turned down. Second round: each player, again from the dealer's left, may name any other suit as trump, or pass. If everyone passes again, the hand is thrown in and the next player deals.",
        "Whoever names trump is the maker, and the maker's side are the makers; the other side defends. When naming trump the maker may go alone: the partner then sits out the hand.",
        "Play: the first player still in the hand to the dealer's left leads. Everyone must follow the suit led if they can; otherwise any card. The highest trump wins the trick, or with no trump the highest card of the suit led. The winner leads the next trick. A hand has 5 tricks.",
      ],
    },
    scoring: {
      heading: "Scoring",
      paragraphs: ["After the 5th trick only one side scores, by what the makers took (see the table below)."],
      table: {
        head: ["Result", "Scores", "Points"],
        rows: [
          ["Makers take 3 or 4 tricks (alone or not)", "Makers", "1"],
          ["Makers take all 5 (a march)", "Makers", "2"],
          ["A lone maker takes all 5 (a lone march)", "Makers", "4"],
          ["Makers take 2 or fewer (euchred)", "Defenders", "2"],
          ["Euchred by a defender playing alone", "Defenders", "4"],
        ],
      },
      items: ["A thrown-in hand scores nothing.", "The game ends at the end of a hand in which a side reaches the target score; that side wins."],
    },
    more: [
      {
        heading: "Trump and the bowers",
        paragraphs: [
          "The jack of trump is the right bower, the highest trump. The other jack of the same colour is the left bower, the second-highest trump: it belongs to the trump suit for everything, following suit included, and no longer to its own suit.",
        ],
        table: {
          head: ["Suit", "From high to low"],
          rows: [
            ["Trump", "right bower, left bower, A, K, Q, 10, 9"],
            ["Other suits", "A, K, Q, J, 10, 9 (the left bower's suit has no jack)"],
          ],
        },
      },
      {
        heading: "Going alone and defending alone",
        items: [
          "A lone maker plays against both defenders; the partner's cards stay hidden. If the dealer's partner orders up alone, the dealer sits out and nobody picks up the up-card.",
          "Against a lone maker, a defender may choose to defend alone (when the table allows it); the defenders are asked from the maker's left. The two lone players then play the 5 tricks head to head.",
        ],
      },
    ],
    options: {
      targetScore: "The first side with {{value}} points at the end of a hand wins.",
      "stickTheDealer=true": "Stick the dealer: in the second round the dealer may not pass and must name trump, so no hand is thrown in.",
      "stickTheDealer=false": "If all four pass in both rounds, the hand is thrown in and the next player deals.",
      "defendAlone=true": "Against a lone maker, one defender may defend alone; euchring the maker that way scores 4.",
      "defendAlone=false": "Nobody defends alone: against a lone maker both defenders play.",
    },
  },
  pl: {
    aim: "Czterech graczy w dwóch parach, partnerzy siedzą naprzeciw siebie. W każdym rozdaniu jedna para wybiera atut i musi potem wziąć co najmniej 3 z 5 lew. Wygrywa para, która pierwsza osiągnie próg punktów (10).",
    setup: {
      heading: "Karty i rozdanie",
      paragraphs: [
        "24 karty: 9, 10, walet, dama, król i as w każdym z czterech kolorów. Każdy dostaje 5 kart. Z 4 pozostałych wierzchnią się odkrywa (karta odkryta); pozostałe 3 nie biorą udziału w grze. Po każdym rozdaniu rozdaje następny gracz po lewej.",
      ],
    },
    turn: {
      heading: "Rozdanie",
      items: [
        "Licytacja, runda 1: od gracza na lewo od rozdającego każdy pasuje albo zamawia, czyli każe rozdającemu podnieść kartę odkrytą (sam rozdający mówi „podnoszę”). Jej kolor staje się atutem; rozdający bierze kartę odkrytą i odkłada jedną kartę zakrytą.",
        "Jeśli wszyscy czterej spasują, kartę odkrytą się odwraca. Druga runda: każdy, znów od lewej strony rozdającego, może wybrać na atut dowolny inny kolor albo spasować. Jeśli znów wszyscy spasują, rozdanie zostaje anulowane i rozdaje następny gracz.",
        "Kto wybrał atut, ten rozgrywa, a jego para to rozgrywający; druga para się broni. Wybierając atut, rozgrywający może zagrać w pojedynkę: jego partner nie gra w tym rozdaniu.",
        "Rozgrywka: wychodzi pierwszy grający gracz na lewo od rozdającego. Trzeba dokładać do koloru wyjścia, jeśli się go ma; jeśli nie, dowolną kartę. Lewę bierze najwyższy atut, a bez atutu najwyższa karta w kolorze wyjścia. Zwycięzca lewy wychodzi w następnej. Rozdanie ma 5 lew.",
      ],
    },
    scoring: {
      heading: "Punktacja",
      paragraphs: ["Po 5. lewie punkty dostaje tylko jedna para, zależnie od tego, ile wzięli rozgrywający (zob. tabelę niżej)."],
      table: {
        head: ["Wynik", "Punkty dla", "Punkty"],
        rows: [
          ["Rozgrywający biorą 3 lub 4 lewy (w pojedynkę lub nie)", "Rozgrywający", "1"],
          ["Rozgrywający biorą wszystkie 5 (marsz)", "Rozgrywający", "2"],
          ["Rozgrywający w pojedynkę bierze wszystkie 5 (marsz w pojedynkę)", "Rozgrywający", "4"],
          ["Rozgrywający biorą 2 lewy lub mniej (wpadka)", "Broniący", "2"],
          ["Wpadka przeciw obrońcy grającemu w pojedynkę", "Broniący", "4"],
        ],
      },
      items: ["Anulowane rozdanie nie daje punktów.", "Gra kończy się po rozdaniu, w którym któraś para osiągnie próg; ta para wygrywa."],
    },
    more: [
      {
        heading: "Atut i walety",
        paragraphs: [
          "Walet atutowy to prawy walet, najwyższy atut. Drugi walet tego samego koloru (czerwony albo czarny) to lewy walet, drugi co do starszeństwa atut: należy do koloru atutowego pod każdym względem, także przy dokładaniu do koloru, i nie należy już do swojego koloru.",
        ],
        table: {
          head: ["Kolor", "Od najstarszej"],
          rows: [
            ["Atut", "prawy walet, lewy walet, A, K, D, 10, 9"],
            ["Pozostałe kolory", "A, K, D, W, 10, 9 (kolor lewego waleta nie ma waleta)"],
          ],
        },
      },
      {
        heading: "Gra i obrona w pojedynkę",
        items: [
          "Rozgrywający w pojedynkę gra przeciw obu obrońcom; karty jego partnera pozostają ukryte. Jeśli partner rozdającego zamówi w pojedynkę, rozdający nie gra i nikt nie podnosi karty odkrytej.",
          "Przeciw rozgrywającemu w pojedynkę jeden z obrońców może bronić się w pojedynkę (jeśli stół na to pozwala); obrońców pyta się od lewej strony rozgrywającego. Wtedy dwaj samotni gracze rozgrywają 5 lew jeden na jednego.",
        ],
      },
    ],
    options: {
      targetScore: "Wygrywa para, która pierwsza ma {{value}} punktów na koniec rozdania.",
      "stickTheDealer=true": "Rozdający nie może pasować: w drugiej rundzie musi wybrać atut, więc żadne rozdanie nie zostaje anulowane.",
      "stickTheDealer=false": "Jeśli wszyscy czterej spasują w obu rundach, rozdanie zostaje anulowane i rozdaje następny gracz.",
      "defendAlone=true": "Przeciw rozgrywającemu w pojedynkę jeden obrońca może bronić się w pojedynkę; wpadka zadana w ten sposób daje 4 punkty.",
      "defendAlone=false": "Nikt nie broni się w pojedynkę: przeciw samotnemu rozgrywającemu grają obaj obrońcy.",
    },
  },
  de: {
    aim: "Vier Spieler in zwei Partnerschaften, Partner sitzen sich gegenüber. In jedem Spiel bestimmt eine Seite Trumpf und muss dann mindestens 3 der 5 Stiche machen. Die Seite, die zuerst die Zielpunktzahl (10) erreicht, gewinnt.",
    setup: {
      heading: "Karten und Geben",
      paragraphs: [
        "24 Karten: 9, 10, Bube, Dame, König und Ass in jeder der vier Farben. Jeder bekommt 5 Karten. Von den übrigen 4 wird die oberste aufgedeckt (die aufgedeckte Karte); die anderen 3 bleiben aus dem Spiel. Nach jedem Spiel gibt der linke Nachbar.",
      ],
    },
    turn: {
      heading: "Ein Spiel",
      items: [
        "Bieten, Runde 1: links vom Geber beginnend passt jeder oder lässt den Geber die aufgedeckte Karte aufnehmen (der Geber selbst sagt „ich nehme auf“). Ihre Farbe wird Trumpf; der Geber nimmt die Karte auf und legt eine Karte verdeckt ab.",
        "Passen alle vier, wird die Karte umgedreht. Zweite Runde: jeder darf, wieder links vom Geber beginnend, eine andere Farbe als Trumpf nennen oder passen. Passen wieder alle, wird das Spiel eingeworfen und der Nächste gibt.",
        "Wer Trumpf bestimmt, ist der Ansager, seine Seite die Ansager; die andere Seite verteidigt. Beim Bestimmen darf der Ansager allein spielen: sein Partner setzt dann dieses Spiel aus.",
        "Spiel: der erste noch spielende Spieler links vom Geber spielt aus. Wer kann, muss die ausgespielte Farbe bedienen; sonst jede Karte. Der höchste Trumpf gewinnt den Stich, ohne Trumpf die höchste Karte der ausgespielten Farbe. Wer den Stich gewinnt, spielt zum nächsten aus. Ein Spiel hat 5 Stiche.",
      ],
    },
    scoring: {
      heading: "Wertung",
      paragraphs: ["Nach dem 5. Stich punktet nur eine Seite, je nachdem, was die Ansager gemacht haben (siehe die Tabelle unten)."],
      table: {
        head: ["Ergebnis", "Punkte für", "Punkte"],
        rows: [
          ["Ansager machen 3 oder 4 Stiche (allein oder nicht)", "Ansager", "1"],
          ["Ansager machen alle 5 (Marsch)", "Ansager", "2"],
          ["Ein allein spielender Ansager macht alle 5 (Marsch allein)", "Ansager", "4"],
          ["Ansager machen 2 oder weniger (gescheitert)", "Verteidiger", "2"],
          ["Gescheitert gegen einen allein verteidigenden Spieler", "Verteidiger", "4"],
        ],
      },
      items: ["Ein eingeworfenes Spiel zählt nichts.", "Das Spiel endet nach dem Spiel, in dem eine Seite die Zielpunktzahl erreicht; diese Seite gewinnt."],
    },
    more: [
      {
        heading: "Trumpf und die Buben",
        paragraphs: [
          "Der Trumpfbube ist der rechte Bube, der höchste Trumpf. Der andere Bube derselben Farbe (rot oder schwarz) ist der linke Bube, der zweithöchste Trumpf: Er gehört in jeder Hinsicht zur Trumpffarbe, auch beim Bedienen, und nicht mehr zu seiner eigenen Farbe.",
        ],
        table: {
          head: ["Farbe", "Von hoch nach niedrig"],
          rows: [
            ["Trumpf", "rechter Bube, linker Bube, A, K, D, 10, 9"],
            ["Andere Farben", "A, K, D, B, 10, 9 (die Farbe des linken Buben hat keinen Buben)"],
          ],
        },
      },
      {
        heading: "Allein spielen und allein verteidigen",
        items: [
          "Ein allein spielender Ansager spielt gegen beide Verteidiger; die Karten seines Partners bleiben verdeckt. Lässt der Partner des Gebers allein aufnehmen, setzt der Geber aus und niemand nimmt die aufgedeckte Karte auf.",
          "Gegen einen allein spielenden Ansager darf ein Verteidiger allein verteidigen (wenn der Tisch es erlaubt); gefragt wird links vom Ansager beginnend. Dann spielen die beiden Einzelspieler die 5 Stiche gegeneinander.",
        ],
      },
    ],
    options: {
      targetScore: "Die Seite, die am Ende eines Spiels zuerst {{value}} Punkte hat, gewinnt.",
      "stickTheDealer=true": "Geber darf nicht passen: In der zweiten Runde muss der Geber Trumpf nennen, also wird kein Spiel eingeworfen.",
      "stickTheDealer=false": "Passen alle vier in beiden Runden, wird das Spiel eingeworfen und der Nächste gibt.",
      "defendAlone=true": "Gegen einen allein spielenden Ansager darf ein Verteidiger allein verteidigen; scheitert der Ansager so, zählt das 4.",
      "defendAlone=false": "Niemand verteidigt allein: Gegen einen allein spielenden Ansager spielen beide Verteidiger.",
    },
  },
  ru: {
    aim: "Четыре игрока в двух парах, партнёры сидят друг напротив друга. В каждой раздаче одна пара назначает козырь и должна взять не меньше 3 из 5 взяток. Побеждает пара, первой набравшая нужное число очков (10).",
    setup: {
      heading: "Карты и раздача",
      paragraphs: [
        "24 карты: 9, 10, валет, дама, король и туз каждой из четырёх мастей. Каждый получает 5 карт. Из 4 оставшихся верхнюю открывают (открытая карта); остальные 3 в игре не участвуют. После каждой раздачи сдаёт следующий игрок слева.",
      ],
    },
    turn: {
      heading: "Сдача",
      items: [
        "Первый круг торговли: начиная с игрока слева от дилера, каждый пасует или утверждает масть, то есть велит дилеру взять открытую карту (сам дилер говорит «беру»). Её масть становится козырем; дилер берёт открытую карту и сбрасывает одну карту рубашкой вверх.",
        "Если все четверо спасовали, открытую карту переворачивают. Второй круг: каждый, снова начиная слева от дилера, может назвать козырем любую другую масть или спасовать. Если все снова пасуют, раздача аннулируется и сдаёт следующий игрок.",
        "Назвавший козырь — атакующий, его пара — атакующие; другая пара защищается. Назначая козырь, атакующий может играть в одиночку: его партнёр тогда пропускает раздачу.",
        "Розыгрыш: ходит первый играющий игрок слева от дилера. Класть масть хода обязательно, если она есть; если нет — любую карту. Взятку берёт старший козырь, а без козырей — старшая карта масти хода. Взявший взятку ходит в следующую. В раздаче 5 взяток.",
      ],
    },
    scoring: {
      heading: "Подсчёт",
      paragraphs: ["После 5-й взятки очки получает только одна пара — смотря сколько взяли атакующие (см. таблицу ниже)."],
      table: {
        head: ["Результат", "Кому", "Очки"],
        rows: [
          ["Атакующие берут 3 или 4 взятки (в одиночку или нет)", "Атакующим", "1"],
          ["Атакующие берут все 5 взяток", "Атакующим", "2"],
          ["Атакующий в одиночку берёт все 5 взяток", "Атакующим", "4"],
          ["Атакующие берут 2 взятки или меньше (провал)", "Защищающимся", "2"],
          ["Провал против защищающегося в одиночку", "Защищающимся", "4"],
        ],
      },
      items: [
        "Аннулированная раздача очков не приносит.",
        "Игра заканчивается после раздачи, в которой одна из пар набрала нужное число очков; эта пара побеждает.",
      ],
    },
    more: [
      {
        heading: "Козырь и валеты",
        paragraphs: [
          "Козырный валет — правый валет, старший козырь. Другой валет того же цвета (красного или чёрного) — левый валет, второй по старшинству козырь: он во всём относится к козырной масти, в том числе когда надо класть масть, и больше не относится к своей масти.",
        ],
        table: {
          head: ["Масть", "От старшей к младшей"],
          rows: [
            ["Козырь", "правый валет, левый валет, Т, К, Д, 10, 9"],
            ["Другие масти", "Т, К, Д, В, 10, 9 (в масти левого валета валета нет)"],
          ],
        },
      },
      {
        heading: "Игра и защита в одиночку",
        items: [
          "Атакующий в одиночку играет против обоих защищающихся; карты его партнёра остаются закрытыми. Если партнёр дилера утверждает масть в одиночку, дилер пропускает раздачу и открытую карту никто не берёт.",
          "Против атакующего в одиночку один из защищающихся может защищаться в одиночку (если стол это разрешает); спрашивают начиная слева от атакующего. Тогда двое одиночек разыгрывают 5 взяток один на один.",
        ],
      },
    ],
    options: {
      targetScore: "Побеждает пара, первой набравшая {{value}} очков к концу раздачи.",
      "stickTheDealer=true": "Дилеру пасовать нельзя: во втором круге дилер должен назвать козырь, поэтому раздачи не аннулируются.",
      "stickTheDealer=false": "Если все четверо пасуют в обоих кругах, раздача аннулируется и сдаёт следующий игрок.",
      "defendAlone=true": "Против атакующего в одиночку один защищающийся может защищаться в одиночку; такой провал приносит 4 очка.",
      "defendAlone=false": "Защищаться в одиночку нельзя: против атакующего в одиночку играют оба защищающихся.",
    },
  },
  uk: {
    aim: "Четверо гравців у двох парах, партнери сидять один навпроти одного. У кожній роздачі одна пара призначає козир і має взяти щонайменше 3 з 5 взяток. Перемагає пара, що першою набере потрібну кількість очок (10).",
    setup: {
      heading: "Карти й роздача",
      paragraphs: [
        "24 карти: 9, 10, валет, дама, король і туз кожної з чотирьох мастей. Кожен отримує 5 карт. Із 4 решти верхню відкривають (відкрита карта); інші 3 у грі не беруть участі. Після кожної роздачі роздає наступний гравець ліворуч.",
      ],
    },
    turn: {
      heading: "Роздача",
      items: [
        "Торгівля, коло 1: починаючи з гравця ліворуч від дилера, кожен пасує або замовляє козир, тобто велить дилерові взяти відкриту карту (сам дилер каже «беру»). Її масть стає козирем; дилер бере відкриту карту й скидає одну карту долілиць.",
        "Якщо всі четверо спасували, відкриту карту перевертають. Друге коло: кожен, знову починаючи ліворуч від дилера, може назвати козирем будь-яку іншу масть або спасувати. Якщо всі знову пасують, роздачу скасовують і роздає наступний гравець.",
        "Хто назвав козир, той атакує, його пара — атакувальники; інша пара захищається. Призначаючи козир, атакувальник може грати наодинці: його партнер тоді пропускає роздачу.",
        "Розіграш: ходить перший гравець, що грає, ліворуч від дилера. Класти масть ходу обов’язково, якщо вона є; якщо ні — будь-яку карту. Взятку бере найстарший козир, а без козирів — найстарша карта масті ходу. Хто взяв взятку, той ходить у наступну. У роздачі 5 взяток.",
      ],
    },
    scoring: {
      heading: "Підрахунок",
      paragraphs: ["Після 5-ї взятки очки отримує лише одна пара — залежно від того, скільки взяли атакувальники (див. таблицю нижче)."],
      table: {
        head: ["Результат", "Кому", "Очки"],
        rows: [
          ["Атакувальники беруть 3 або 4 взятки (наодинці чи ні)", "Атакувальникам", "1"],
          ["Атакувальники беруть усі 5 взяток", "Атакувальникам", "2"],
          ["Атакувальник наодинці бере всі 5 взяток", "Атакувальникам", "4"],
          ["Атакувальники беруть 2 взятки чи менше (провал)", "Захисникам", "2"],
          ["Провал проти захисника, що грає наодинці", "Захисникам", "4"],
        ],
      },
      items: ["Скасована роздача очок не дає.", "Гра закінчується після роздачі, у якій одна з пар набрала потрібну кількість очок; ця пара перемагає."],
    },
    more: [
      {
        heading: "Козир і валети",
        paragraphs: [
          "Козирний валет — правий валет, найстарший козир. Інший валет того самого кольору (червоного чи чорного) — лівий валет, другий за старшинством козир: він в усьому належить до козирної масті, зокрема коли треба класти масть, і більше не належить до своєї масті.",
        ],
        table: {
          head: ["Масть", "Від старшої до молодшої"],
          rows: [
            ["Козир", "правий валет, лівий валет, Т, К, Д, 10, 9"],
            ["Інші масті", "Т, К, Д, В, 10, 9 (у масті лівого валета валета немає)"],
          ],
        },
      },
      {
        heading: "Гра й захист наодинці",
        items: [
          "Атакувальник наодинці грає проти обох захисників; карти його партнера лишаються закритими. Якщо партнер дилера замовляє козир наодинці, дилер пропускає роздачу і відкриту карту ніхто не бере.",
          "Проти атакувальника наодинці один із захисників може захищатися наодинці (якщо стіл це дозволяє); питають починаючи ліворуч від атакувальника. Тоді двоє одинаків розігрують 5 взяток один на один.",
        ],
      },
    ],
    options: {
      targetScore: "Перемагає пара, що першою має {{value}} очок наприкінці роздачі.",
      "stickTheDealer=true": "Дилеру пасувати не можна: у другому колі дилер мусить назвати козир, тож роздачі не скасовуються.",
      "stickTheDealer=false": "Якщо всі четверо пасують в обох колах, роздачу скасовують і роздає наступний гравець.",
      "defendAlone=true": "Проти атакувальника наодинці один захисник може захищатися наодинці; такий провал дає 4 очки.",
      "defendAlone=false": "Захищатися наодинці не можна: проти атакувальника наодинці грають обидва захисники.",
    },
  },
  el: {
    aim: "Τέσσερις παίκτες σε δύο ζευγάρια, οι συμπαίκτες κάθονται αντικριστά. Σε κάθε μοιρασιά ένα ζευγάρι ορίζει ατού και πρέπει μετά να πάρει τουλάχιστον 3 από τις 5 λεβέδες. Κερδίζει το ζευγάρι που φτάνει πρώτο τον στόχο (10 πόντους).",
    setup: {
      heading: "Τα φύλλα και η μοιρασιά",
      paragraphs: [
        "24 φύλλα: 9, 10, βαλές, ντάμα, ρήγας και άσος σε καθένα από τα τέσσερα χρώματα. Ο καθένας παίρνει 5 φύλλα. Από τα 4 που μένουν, το πάνω γυρίζει ανοιχτό (το ανοιχτό φύλλο)· τα άλλα 3 δεν παίζουν. Μετά από κάθε μοιρασιά μοιράζει ο επόμενος στα αριστερά.",
      ],
    },
    turn: {
      heading: "Μια μοιρασιά",
      items: [
        "Δηλώσεις, γύρος 1: ξεκινώντας αριστερά από τον μοιραστή, ο καθένας πάει πάσο ή ζητά από τον μοιραστή να πάρει το ανοιχτό φύλλο (ο ίδιος ο μοιραστής λέει «το παίρνω»). Το χρώμα του γίνεται ατού· ο μοιραστής παίρνει το φύλλο και αφήνει ένα κλειστό.",
        "Αν πάνε και οι τέσσερις πάσο, το ανοιχτό φύλλο γυρίζει ανάποδα. Δεύτερος γύρος: ο καθένας, πάλι από τα αριστερά του μοιραστή, μπορεί να ορίσει ατού οποιοδήποτε άλλο χρώμα ή να πάει πάσο. Αν πάνε πάλι όλοι πάσο, η μοιρασιά ακυρώνεται και μοιράζει ο επόμενος.",
        "Όποιος ορίσει ατού κάνει επίθεση, και το ζευγάρι του είναι η επίθεση· το άλλο ζευγάρι αμύνεται. Ορίζοντας ατού μπορεί να παίξει σόλο: ο συμπαίκτης του τότε κάθεται έξω σε αυτή τη μοιρασιά.",
        "Παιχνίδι: βγαίνει ο πρώτος παίκτης που παίζει, αριστερά από τον μοιραστή. Πρέπει να ακολουθείς το χρώμα της εξόδου αν έχεις· αλλιώς παίζεις ό,τι θέλεις. Τη λεβέ την παίρνει το μεγαλύτερο ατού, ή χωρίς ατού το μεγαλύτερο φύλλο του χρώματος της εξόδου. Όποιος την παίρνει βγαίνει στην επόμενη. Η μοιρασιά έχει 5 λεβέδες.",
      ],
    },
    scoring: {
      heading: "Πόντοι",
      paragraphs: ["Μετά την 5η λεβέ παίρνει πόντους μόνο ένα ζευγάρι, ανάλογα με όσα πήρε η επίθεση (δες τον πίνακα παρακάτω)."],
      table: {
        head: ["Αποτέλεσμα", "Ποιος παίρνει", "Πόντοι"],
        rows: [
          ["Η επίθεση παίρνει 3 ή 4 λεβέδες (σόλο ή όχι)", "Επίθεση", "1"],
          ["Η επίθεση παίρνει και τις 5 λεβέδες", "Επίθεση", "2"],
          ["Ο επιτιθέμενος σόλο παίρνει και τις 5 λεβέδες", "Επίθεση", "4"],
          ["Η επίθεση παίρνει 2 λεβέδες ή λιγότερες (αποτυχία)", "Άμυνα", "2"],
          ["Αποτυχία απέναντι σε αμυνόμενο σόλο", "Άμυνα", "4"],
        ],
      },
      items: [
        "Μια μοιρασιά που ακυρώθηκε δεν δίνει πόντους.",
        "Το παιχνίδι τελειώνει μετά τη μοιρασιά στην οποία ένα ζευγάρι φτάνει τον στόχο· αυτό το ζευγάρι κερδίζει.",
      ],
    },
    more: [
      {
        heading: "Το ατού και οι βαλέδες",
        paragraphs: [
          "Ο βαλές του ατού είναι ο δεξιός βαλές, το μεγαλύτερο ατού. Ο άλλος βαλές του ίδιου χρώματος (κόκκινος ή μαύρος) είναι ο αριστερός βαλές, το δεύτερο ατού: ανήκει σε όλα στο χρώμα του ατού, και στο ακολούθημα χρώματος, και όχι πια στο δικό του χρώμα.",
        ],
        table: {
          head: ["Χρώμα", "Από το μεγαλύτερο στο μικρότερο"],
          rows: [
            ["Ατού", "δεξιός βαλές, αριστερός βαλές, A, K, Q, 10, 9"],
            ["Τα άλλα χρώματα", "A, K, Q, J, 10, 9 (το χρώμα του αριστερού βαλέ δεν έχει βαλέ)"],
          ],
        },
      },
      {
        heading: "Σόλο στην επίθεση και στην άμυνα",
        items: [
          "Ο επιτιθέμενος σόλο παίζει απέναντι και στους δύο αμυνόμενους· τα φύλλα του συμπαίκτη του μένουν κρυφά. Αν ο συμπαίκτης του μοιραστή ζητήσει το φύλλο σόλο, ο μοιραστής κάθεται έξω και κανείς δεν παίρνει το ανοιχτό φύλλο.",
          "Απέναντι σε επιτιθέμενο σόλο, ένας αμυνόμενος μπορεί να αμυνθεί σόλο (αν το τραπέζι το επιτρέπει)· ρωτιούνται ξεκινώντας αριστερά από τον επιτιθέμενο. Τότε οι δύο μοναχικοί παίκτες παίζουν τις 5 λεβέδες ένας εναντίον ενός.",
        ],
      },
    ],
    options: {
      targetScore: "Κερδίζει το ζευγάρι που έχει πρώτο {{value}} πόντους στο τέλος μιας μοιρασιάς.",
      "stickTheDealer=true": "Ο μοιραστής δεν λέει πάσο: στον δεύτερο γύρο πρέπει να ορίσει ατού, οπότε καμία μοιρασιά δεν ακυρώνεται.",
      "stickTheDealer=false": "Αν πάνε και οι τέσσερις πάσο και στους δύο γύρους, η μοιρασιά ακυρώνεται και μοιράζει ο επόμενος.",
      "defendAlone=true": "Απέναντι σε επιτιθέμενο σόλο, ένας αμυνόμενος μπορεί να αμυνθεί σόλο· μια τέτοια αποτυχία δίνει 4 πόντους.",
      "defendAlone=false": "Κανείς δεν αμύνεται σόλο: απέναντι σε επιτιθέμενο σόλο παίζουν και οι δύο αμυνόμενοι.",
    },
  },
};
