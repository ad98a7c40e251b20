/**
 * Krendzu's rules sheet (rules of record: the krendzu ruleset, shared/src/krendzu: values in deck.ts, fours in
 * combos.ts, turn cycles in turns.ts, recommended hand sizes in schema.ts). Terms follow the table's words
 * (client/src/i18n/games/krendzu.ts): Russian is the game's own (игровое поле, тур, атака / защита, комбинация,
 * зачётное очко, автогол, пропуск хода), the other languages translate it. Cards are written as on their faces
 * (J Q K A, suit symbols), so the examples' cards are the same in every language.
 */
import type { RulesSheets, RulesTable } from "./types";

/** Card values (§2): each rank as on the card face, then its values. Each language adds the rank's name. */
const VALUES: readonly (readonly [string, string])[] = [
  ["6", "6"],
  ["7", "7"],
  ["8", "8"],
  ["9", "9"],
  ["10", "10"],
  ["J", "2 / 12"],
  ["Q", "3 / 13"],
  ["K", "4 / 14"],
  ["A", "1 / 5 / 11 / 15"],
];

function valuesTable(head: readonly [string, string], names: { J: string; Q: string; K: string; A: string }): RulesTable {
  return { head, rows: VALUES.map(([rank, values]) => [rank in names ? `${rank} (${names[rank as keyof typeof names]})` : rank, values]) };
}

/** Fours in line order, the values that make them a progression ("" when they are one suit or none), points. */
const FOURS: readonly { cards: string; values: string; points: string }[] = [
  { cards: "A♠ 6♥ 7♦ 8♣", values: "5, 6, 7, 8", points: "1" },
  { cards: "A♥ A♦ 9♠ Q♣", values: "1, 5, 9, 13", points: "1" },
  { cards: "J♥ 9♠ 6♦ Q♣", values: "12, 9, 6, 3", points: "1" },
  { cards: "Q♣ J♥ A♣ 10♠", values: "13, 12, 11, 10", points: "1" },
  { cards: "7♥ 9♥ K♥ 6♥", values: "", points: "1" },
  { cards: "6♥ 7♥ 8♥ 9♥", values: "6, 7, 8, 9", points: "1" },
  { cards: "7♠ 7♥ 7♦ 7♣", values: "", points: "0" },
  { cards: "6♦ 8♠ 7♥ 9♣", values: "", points: "0" },
];

/** `suit`: how the language says "all one suit"; `none`: "no combination". */
function foursTable(head: readonly [string, string, string], suit: string, none: string): RulesTable {
  return {
    head,
    rows: FOURS.map((f) => {
      const oneSuit = new Set([...f.cards].filter((c) => "♠♥♦♣".includes(c))).size === 1;
      const why = [oneSuit ? suit : "", f.values].filter((x) => x !== "").join("; ");
      return [f.cards, why === "" ? none : why, f.points];
    }),
  };
}

/** Recommended cards per attacker and per defender (§3), the first preset of each table size. */
const SIZES: readonly (readonly [string, string])[] = [
  ["12", "13"],
  ["12", "7"],
  ["7", "15"],
  ["7", "8"],
];

function sizesTable(head: readonly [string, string, string], tables: readonly [string, string, string, string]): RulesTable {
  return { head, rows: SIZES.map(([a, d], i) => [tables[i], a, d]) };
}

export const krendzuRules: RulesSheets = {
  en: {
    aim: "Lay cards on an open board to make fours in a line. In each tour one side attacks and scores a point for every four in a row, column or diagonal that is all one suit or a progression; the other side defends by blocking. Sides swap every tour; the most points after the last tour wins.",
    setup: {
      heading: "Players and cards",
      paragraphs: ["2, 3 or 4 players and a 36-card deck, 6 to ace. The board starts empty and has no edges."],
      items: [
        "2 players: one attacks, one defends.",
        "3 players: one player against a pair. The lone player attacks or defends, as the table's option says.",
        "4 players: partners sit opposite; two attack, two defend.",
        "Each attacker and each defender gets the agreed number of cards (see Hand sizes); the rest stay face down, unseen. Everyone sees how many cards each hand holds.",
        "The dealer attacks (with his partner at 4; at 3 the dealer is the lone player). The deal moves one seat clockwise every tour, so roles change.",
      ],
    },
    turn: {
      heading: "A tour",
      items: [
        "A defender opens the tour: one card in the centre of the board.",
        "Then turns go round: 2 players take turns; 4 players go clockwise; at 3 the lone player moves every other turn.",
        "Attacker: exactly one card.",
        "Defender: one card, two cards, or none (a skip). The second of two cards may go next to the first.",
        "Every card goes on an empty cell that shares a side with a card already on the board. Touching only at a corner is not enough.",
        "A player whose hand is empty is skipped. A defender may skip only while an attacker still holds cards; after that the defenders must go on laying cards.",
        "The tour ends when every hand is empty. After the last tour the match is over.",
      ],
    },
    scoring: {
      heading: "Combinations and points",
      paragraphs: [
        "Four cards side by side in a straight line (a row, a column or a diagonal) are a combination when all four are the same suit, or when their values, read along the line, go up or down in equal steps (an arithmetic progression; four equal values never count).",
        "Each new combination gives 1 point to every player of the side attacking in this tour, whoever laid the card. A defender who completes one scores an own goal for the attackers.",
        "J, Q, K and A have several values. Any value that makes a progression counts, chosen separately for each four: the same ace may be 5 in a row and 15 in a column.",
      ],
      items: [
        "One card may complete several fours at once (in different directions, or overlapping in one line): each scores 1.",
        "A four that is one suit and a progression too still scores 1.",
        "Five cards of one suit in a row are two fours: 2 points.",
        "The player, or players, with the most points after the last tour win; partners share their points.",
      ],
      table: valuesTable(["Card", "Values"], { J: "jack", Q: "queen", K: "king", A: "ace" }),
    },
    more: [
      {
        heading: "Examples of fours",
        table: foursTable(["Four in a line", "Why", "Points"], "one suit", "no combination"),
      },
      {
        heading: "Hand sizes",
        paragraphs: ["The recommended cards per player; the table may agree others, as long as no more than 36 cards are dealt."],
        table: sizesTable(["Players", "Each attacker", "Each defender"], ["2", "3: one attacks", "3: one defends", "4"]),
      },
    ],
    options: {
      "tours=0": "The match has the recommended length: 2 tours, or 6 with 3 players.",
      tours: "The match has {{value}} tours; roles change every tour.",
      "threeMode=loneAttacks": "With 3 players the lone player attacks and the pair defends.",
      "threeMode=loneDefends": "With 3 players the lone player defends and the pair attacks.",
      "attackerCards=0": "Each attacker gets the recommended number of cards (see Hand sizes).",
      attackerCards: "Each attacker gets {{value}} cards.",
      "defenderCards=0": "Each defender gets the recommended number of cards (see Hand sizes).",
      defenderCards: "Each defender gets {{value}} cards.",
    },
  },

  pl: {
    aim: "Wykładaj karty na otwartą planszę tak, by tworzyły czwórki w linii. W każdej rundzie jedna strona atakuje i dostaje punkt za każdą czwórkę w rzędzie, kolumnie lub po przekątnej w jednym kolorze albo tworzącą ciąg; druga strona się broni i blokuje. Strony zamieniają się co rundę; po ostatniej rundzie wygrywa najwięcej punktów.",
    setup: {
      heading: "Gracze i karty",
      paragraphs: ["2, 3 lub 4 graczy i talia 36 kart, od szóstki do asa. Plansza jest na początku pusta i nie ma brzegów."],
      items: [
        "2 graczy: jeden atakuje, drugi się broni.",
        "3 graczy: jeden przeciw parze. Samotny gracz atakuje albo się broni, zależnie od opcji stołu.",
        "4 graczy: partnerzy siedzą naprzeciw siebie; dwóch atakuje, dwóch się broni.",
        "Każdy atakujący i każdy obrońca dostaje ustaloną liczbę kart (zob. Liczba kart); reszta leży zakryta i nikt jej nie widzi. Wszyscy widzą, ile kart ma każdy gracz.",
        "Rozdający atakuje (z partnerem przy 4 graczach; przy 3 rozdający jest samotnym graczem). Rozdanie przechodzi co rundę o jedno miejsce w lewo, więc role się zmieniają.",
      ],
    },
    turn: {
      heading: "Runda",
      items: [
        "Rundę zaczyna obrońca: jedna karta na środek planszy.",
        "Potem ruchy idą po kolei: przy 2 graczach na zmianę; przy 4 zgodnie z ruchem wskazówek zegara; przy 3 samotny gracz ma co drugi ruch.",
        "Atakujący: dokładnie jedna karta.",
        "Obrońca: jedna karta, dwie karty albo żadna (pominięcie ruchu). Druga z dwóch kart może leżeć obok pierwszej.",
        "Każda karta idzie na puste pole, które styka się bokiem z kartą leżącą już na planszy. Styk samym rogiem nie wystarcza.",
        "Gracz bez kart jest pomijany. Obrońca może pominąć ruch tylko wtedy, gdy któryś atakujący ma jeszcze karty; potem obrońcy muszą wykładać dalej.",
        "Runda kończy się, gdy wszystkie ręce są puste. Po ostatniej rundzie mecz się kończy.",
      ],
    },
    scoring: {
      heading: "Kombinacje i punkty",
      paragraphs: [
        "Cztery karty obok siebie w linii prostej (w rzędzie, kolumnie lub po przekątnej) to kombinacja, gdy wszystkie są w jednym kolorze albo gdy ich wartości, czytane wzdłuż linii, rosną lub maleją o równy krok (ciąg arytmetyczny; cztery równe wartości nigdy się nie liczą).",
        "Każda nowa kombinacja daje 1 punkt każdemu graczowi strony atakującej w tej rundzie, niezależnie od tego, kto położył kartę. Obrońca, który ją domknie, strzela gola samobójczego dla atakujących.",
        "J, Q, K i A mają po kilka wartości. Liczy się każda wartość, która tworzy ciąg, wybierana osobno dla każdej czwórki: ten sam as może być 5 w rzędzie i 15 w kolumnie.",
      ],
      items: [
        "Jedna karta może domknąć kilka czwórek naraz (w różnych kierunkach albo nachodzących na siebie w jednej linii): każda daje 1.",
        "Czwórka w jednym kolorze, która jest też ciągiem, daje dalej 1.",
        "Pięć kart jednego koloru w rzędzie to dwie czwórki: 2 punkty.",
        "Po ostatniej rundzie wygrywa gracz (lub gracze) z największą liczbą punktów; partnerzy mają wspólne punkty.",
      ],
      table: valuesTable(["Karta", "Wartości"], { J: "walet", Q: "dama", K: "król", A: "as" }),
    },
    more: [
      {
        heading: "Przykłady czwórek",
        table: foursTable(["Czwórka w linii", "Dlaczego", "Punkty"], "jeden kolor", "brak kombinacji"),
      },
      {
        heading: "Liczba kart",
        paragraphs: ["Zalecana liczba kart na gracza; przy stole można ustalić inną, byle rozdać nie więcej niż 36 kart."],
        table: sizesTable(["Gracze", "Każdy atakujący", "Każdy obrońca"], ["2", "3: jeden atakuje", "3: jeden się broni", "4"]),
      },
    ],
    options: {
      "tours=0": "Mecz ma zalecaną długość: 2 rundy, a przy 3 graczach 6.",
      tours: "Mecz ma tyle rund: {{value}}; role zmieniają się co rundę.",
      "threeMode=loneAttacks": "Przy 3 graczach samotny gracz atakuje, a para się broni.",
      "threeMode=loneDefends": "Przy 3 graczach samotny gracz się broni, a para atakuje.",
      "attackerCards=0": "Każdy atakujący dostaje zalecaną liczbę kart (zob. Liczba kart).",
      attackerCards: "Każdy atakujący dostaje tyle kart: {{value}}.",
      "defenderCards=0": "Każdy obrońca dostaje zalecaną liczbę kart (zob. Liczba kart).",
      defenderCards: "Każdy obrońca dostaje tyle kart: {{value}}.",
    },
  },

  de: {
    aim: "Lege Karten auf ein offenes Spielfeld, sodass Vierer in einer Linie entstehen. In jeder Runde greift eine Seite an und bekommt einen Punkt für jeden Vierer in einer Reihe, Spalte oder Diagonale, der einfarbig oder eine Zahlenfolge ist; die andere Seite verteidigt und blockiert. Die Seiten wechseln jede Runde; nach der letzten Runde gewinnt, wer die meisten Punkte hat.",
    setup: {
      heading: "Spieler und Karten",
      paragraphs: ["2, 3 oder 4 Spieler und 36 Karten, von der 6 bis zum Ass. Das Spielfeld ist anfangs leer und hat keinen Rand."],
      items: [
        "2 Spieler: einer greift an, einer verteidigt.",
        "3 Spieler: einer gegen ein Paar. Der Einzelne greift an oder verteidigt, wie die Option des Tisches sagt.",
        "4 Spieler: Partner sitzen einander gegenüber; zwei greifen an, zwei verteidigen.",
        "Jeder Angreifer und jeder Verteidiger bekommt die vereinbarte Zahl Karten (siehe Kartenzahl); der Rest bleibt verdeckt und ungesehen. Alle sehen, wie viele Karten jede Hand hat.",
        "Der Geber greift an (zu viert mit seinem Partner; zu dritt ist der Geber der Einzelne). Das Geben wandert jede Runde einen Platz im Uhrzeigersinn weiter, so wechseln die Rollen.",
      ],
    },
    turn: {
      heading: "Eine Runde",
      items: [
        "Ein Verteidiger eröffnet die Runde: eine Karte in die Mitte des Spielfelds.",
        "Dann geht es reihum: zu zweit abwechselnd; zu viert im Uhrzeigersinn; zu dritt ist der Einzelne bei jedem zweiten Zug dran.",
        "Angreifer: genau eine Karte.",
        "Verteidiger: eine Karte, zwei Karten oder keine (aussetzen). Die zweite von zwei Karten darf neben der ersten liegen.",
        "Jede Karte kommt auf ein leeres Feld, das mit einer Seite an eine schon liegende Karte grenzt. Nur eine Ecke zu berühren reicht nicht.",
        "Wer keine Karten mehr hat, wird übersprungen. Ein Verteidiger darf nur aussetzen, solange ein Angreifer noch Karten hat; danach müssen die Verteidiger weiter legen.",
        "Die Runde endet, wenn alle Hände leer sind. Nach der letzten Runde ist das Match vorbei.",
      ],
    },
    scoring: {
      heading: "Kombinationen und Punkte",
      paragraphs: [
        "Vier Karten nebeneinander in gerader Linie (Reihe, Spalte oder Diagonale) sind eine Kombination, wenn alle vier dieselbe Farbe haben oder ihre Werte, entlang der Linie gelesen, in gleichen Schritten steigen oder fallen (eine arithmetische Folge; vier gleiche Werte zählen nie).",
        "Jede neue Kombination bringt jedem Spieler der in dieser Runde angreifenden Seite 1 Punkt, egal wer die Karte gelegt hat. Vollendet ein Verteidiger eine, ist das ein Eigentor für die Angreifer.",
        "J, Q, K und A haben mehrere Werte. Jeder Wert, der eine Folge ergibt, zählt, für jeden Vierer eigens gewählt: Dasselbe Ass kann in einer Reihe 5 und in einer Spalte 15 sein.",
      ],
      items: [
        "Eine Karte kann mehrere Vierer zugleich vollenden (in verschiedenen Richtungen oder überlappend in einer Linie): Jeder zählt 1.",
        "Ein Vierer, der einfarbig und zugleich eine Folge ist, zählt trotzdem 1.",
        "Fünf Karten einer Farbe in einer Reihe sind zwei Vierer: 2 Punkte.",
        "Nach der letzten Runde gewinnt der Spieler (oder die Spieler) mit den meisten Punkten; Partner teilen ihre Punkte.",
      ],
      table: valuesTable(["Karte", "Werte"], { J: "Bube", Q: "Dame", K: "König", A: "Ass" }),
    },
    more: [
      {
        heading: "Beispiele für Vierer",
        table: foursTable(["Vierer in einer Linie", "Warum", "Punkte"], "eine Farbe", "keine Kombination"),
      },
      {
        heading: "Kartenzahl",
        paragraphs: ["Die empfohlene Kartenzahl je Spieler; der Tisch darf andere vereinbaren, solange höchstens 36 Karten gegeben werden."],
        table: sizesTable(["Spieler", "Je Angreifer", "Je Verteidiger"], ["2", "3: einer greift an", "3: einer verteidigt", "4"]),
      },
    ],
    options: {
      "tours=0": "Das Match hat die empfohlene Länge: 2 Runden, zu dritt 6.",
      tours: "Das Match hat so viele Runden: {{value}}; die Rollen wechseln jede Runde.",
      "threeMode=loneAttacks": "Zu dritt greift der Einzelne an, das Paar verteidigt.",
      "threeMode=loneDefends": "Zu dritt verteidigt der Einzelne, das Paar greift an.",
      "attackerCards=0": "Jeder Angreifer bekommt die empfohlene Kartenzahl (siehe Kartenzahl).",
      attackerCards: "Jeder Angreifer bekommt so viele Karten: {{value}}.",
      "defenderCards=0": "Jeder Verteidiger bekommt die empfohlene Kartenzahl (siehe Kartenzahl).",
      defenderCards: "Jeder Verteidiger bekommt so viele Karten: {{value}}.",
    },
  },

  ru: {
    aim: "Выкладывайте карты на открытое игровое поле, составляя четвёрки в линию. В каждом туре одна сторона атакует и получает зачётное очко за каждую четвёрку в ряду, столбце или по диагонали одной масти или в прогрессии; другая сторона обороняется и мешает. Стороны меняются каждый тур; после последнего тура побеждает тот, у кого больше очков.",
    setup: {
      heading: "Игроки и карты",
      paragraphs: ["2, 3 или 4 игрока и колода 36 карт, от шестёрки до туза. Игровое поле сначала пусто и не имеет краёв."],
      items: [
        "2 игрока: один атакует, другой обороняется.",
        "3 игрока: один против пары. Одиночка атакует или обороняется — как задано в настройке стола.",
        "4 игрока: партнёры сидят друг напротив друга; двое атакуют, двое обороняются.",
        "Каждый атакующий и каждый обороняющийся получает оговорённое число карт (см. Число карт); остальные лежат закрытыми, их никто не видит. Все видят, сколько карт у каждого.",
        "Сдающий атакует (вчетвером — с партнёром; втроём сдающий — одиночка). Каждый тур сдача переходит на одно место по часовой стрелке, и роли меняются.",
      ],
    },
    turn: {
      heading: "Тур",
      items: [
        "Тур начинает защитник: одна карта в центр поля.",
        "Дальше ходят по очереди: вдвоём — поочерёдно; вчетвером — по часовой стрелке; втроём одиночка ходит через ход.",
        "Атакующий: ровно одна карта.",
        "Защитник: одна карта, две карты или ни одной (пропуск хода). Вторая из двух карт может лечь рядом с первой.",
        "Каждая карта кладётся на пустое место, которое граничит стороной с картой, уже лежащей на поле. Касания одним углом недостаточно.",
        "Игрок без карт пропускается. Защитник может пропустить ход, только пока у кого-то из атакующих есть карты; после этого защитники обязаны выкладывать дальше.",
        "Тур кончается, когда у всех кончились карты. После последнего тура матч окончен.",
      ],
    },
    scoring: {
      heading: "Комбинации и очки",
      paragraphs: [
        "Четыре карты подряд по прямой (в ряду, столбце или по диагонали) — комбинация, если все они одной масти или их значения, прочитанные вдоль линии, растут или убывают с равным шагом (арифметическая прогрессия; четыре равных значения не считаются).",
        "Каждая новая комбинация даёт 1 зачётное очко каждому игроку стороны, атакующей в этом туре, кто бы ни положил карту. Защитник, замкнувший комбинацию, забивает автогол в пользу атаки.",
        "У J, Q, K и A несколько значений. Засчитывается любое значение, дающее прогрессию, и выбирается оно для каждой четвёрки отдельно: один и тот же туз может быть 5 в ряду и 15 в столбце.",
      ],
      items: [
        "Одна карта может замкнуть несколько четвёрок сразу (в разных направлениях или внахлёст в одной линии): каждая даёт 1.",
        "Четвёрка одной масти, которая к тому же прогрессия, всё равно даёт 1.",
        "Пять карт одной масти в ряд — две четвёрки: 2 очка.",
        "После последнего тура побеждает игрок (или игроки) с наибольшим числом очков; у партнёров очки общие.",
      ],
      table: valuesTable(["Карта", "Значения"], { J: "валет", Q: "дама", K: "король", A: "туз" }),
    },
    more: [
      {
        heading: "Примеры четвёрок",
        table: foursTable(["Четвёрка в линию", "Почему", "Очки"], "одна масть", "не комбинация"),
      },
      {
        heading: "Число карт",
        paragraphs: ["Рекомендуемое число карт на игрока; за столом можно договориться о другом, лишь бы сдать не больше 36 карт."],
        table: sizesTable(["Игроков", "Каждому атакующему", "Каждому защитнику"], ["2", "3: один атакует", "3: один обороняется", "4"]),
      },
    ],
    options: {
      "tours=0": "Матч рекомендуемой длины: 2 тура, а втроём 6.",
      tours: "В матче столько туров: {{value}}; роли меняются каждый тур.",
      "threeMode=loneAttacks": "Втроём одиночка атакует, а пара обороняется.",
      "threeMode=loneDefends": "Втроём одиночка обороняется, а пара атакует.",
      "attackerCards=0": "Каждый атакующий получает рекомендуемое число карт (см. Число карт).",
      attackerCards: "Каждый атакующий получает столько карт: {{value}}.",
      "defenderCards=0": "Каждый защитник получает рекомендуемое число карт (см. Число карт).",
      defenderCards: "Каждый защитник получает столько карт: {{value}}.",
    },
  },

  uk: {
    aim: "Викладайте карти на відкрите ігрове поле, складаючи четвірки в лінію. У кожному турі одна сторона атакує й отримує залікове очко за кожну четвірку в ряду, стовпці чи по діагоналі однієї масті або в прогресії; друга сторона захищається й заважає. Сторони міняються щотуру; після останнього туру перемагає той, хто має найбільше очок.",
    setup: {
      heading: "Гравці й карти",
      paragraphs: ["2, 3 або 4 гравці й колода 36 карт, від шістки до туза. Ігрове поле спершу порожнє і не має країв."],
      items: [
        "2 гравці: один атакує, другий захищається.",
        "3 гравці: один проти пари. Одинак атакує або захищається — як задано в налаштуванні столу.",
        "4 гравці: партнери сидять один навпроти одного; двоє атакують, двоє захищаються.",
        "Кожен атакувальник і кожен захисник отримує домовлену кількість карт (див. Кількість карт); решта лежить закритою, її ніхто не бачить. Усі бачать, скільки карт у кожного.",
        "Роздавач атакує (учотирьох — з партнером; утрьох роздавач — одинак). Щотуру роздача переходить на одне місце за годинниковою стрілкою, і ролі міняються.",
      ],
    },
    turn: {
      heading: "Тур",
      items: [
        "Тур починає захисник: одна карта в центр поля.",
        "Далі ходять по черзі: удвох — почергово; учотирьох — за годинниковою стрілкою; утрьох одинак ходить через хід.",
        "Атакувальник: рівно одна карта.",
        "Захисник: одна карта, дві карти або жодної (пропуск ходу). Друга з двох карт може лягти поруч із першою.",
        "Кожну карту кладуть на порожнє місце, що межує стороною з картою, яка вже лежить на полі. Дотику лише кутом замало.",
        "Гравця без карт пропускають. Захисник може пропустити хід, лише поки хтось з атакувальників має карти; після цього захисники мусять викладати далі.",
        "Тур закінчується, коли в усіх скінчилися карти. Після останнього туру матч завершено.",
      ],
    },
    scoring: {
      heading: "Комбінації та очки",
      paragraphs: [
        "Чотири карти поспіль по прямій (у ряду, стовпці чи по діагоналі) — комбінація, якщо всі вони однієї масті або їхні значення, прочитані вздовж лінії, зростають чи спадають з рівним кроком (арифметична прогресія; чотири рівні значення не рахуються).",
        "Кожна нова комбінація дає 1 залікове очко кожному гравцеві сторони, що атакує в цьому турі, хоч би хто поклав карту. Захисник, що замкнув комбінацію, забиває автогол на користь атаки.",
        "J, Q, K та A мають кілька значень. Зараховується будь-яке значення, що дає прогресію, і вибирають його для кожної четвірки окремо: той самий туз може бути 5 у ряду і 15 у стовпці.",
      ],
      items: [
        "Одна карта може замкнути кілька четвірок одразу (у різних напрямках або внахлест в одній лінії): кожна дає 1.",
        "Четвірка однієї масті, що водночас є прогресією, однаково дає 1.",
        "П'ять карт однієї масті в ряд — дві четвірки: 2 очки.",
        "Після останнього туру перемагає гравець (або гравці) з найбільшою кількістю очок; партнери мають спільні очки.",
      ],
      table: valuesTable(["Карта", "Значення"], { J: "валет", Q: "дама", K: "король", A: "туз" }),
    },
    more: [
      {
        heading: "Приклади четвірок",
        table: foursTable(["Четвірка в лінію", "Чому", "Очки"], "одна масть", "не комбінація"),
      },
      {
        heading: "Кількість карт",
        paragraphs: ["Рекомендована кількість карт на гравця; за столом можна домовитися про іншу, аби роздати не більше 36 карт."],
        table: sizesTable(["Гравців", "Кожному атакувальнику", "Кожному захисникові"], ["2", "3: один атакує", "3: один захищається", "4"]),
      },
    ],
    options: {
      "tours=0": "Матч рекомендованої довжини: 2 тури, а втрьох 6.",
      tours: "У матчі стільки турів: {{value}}; ролі міняються щотуру.",
      "threeMode=loneAttacks": "Утрьох одинак атакує, а пара захищається.",
      "threeMode=loneDefends": "Утрьох одинак захищається, а пара атакує.",
      "attackerCards=0": "Кожен атакувальник отримує рекомендовану кількість карт (див. Кількість карт).",
      attackerCards: "Кожен атакувальник отримує стільки карт: {{value}}.",
      "defenderCards=0": "Кожен захисник отримує рекомендовану кількість карт (див. Кількість карт).",
      defenderCards: "Кожен захисник отримує стільки карт: {{value}}.",
    },
  },

  el: {
    aim: "Άπλωσε κάρτες σε ένα ανοιχτό ταμπλό ώστε να σχηματίζονται τετράδες σε γραμμή. Σε κάθε γύρο μια πλευρά επιτίθεται και παίρνει έναν πόντο για κάθε τετράδα σε σειρά, στήλη ή διαγώνιο που είναι όλη ένα χρώμα ή μια πρόοδος· η άλλη πλευρά αμύνεται και μπλοκάρει. Οι πλευρές αλλάζουν κάθε γύρο· μετά τον τελευταίο γύρο κερδίζει όποιος έχει τους περισσότερους πόντους.",
    setup: {
      heading: "Παίκτες και κάρτες",
      paragraphs: ["2, 3 ή 4 παίκτες και τράπουλα 36 φύλλων, από το 6 ως τον άσο. Το ταμπλό ξεκινά άδειο και δεν έχει άκρες."],
      items: [
        "2 παίκτες: ο ένας επιτίθεται, ο άλλος αμύνεται.",
        "3 παίκτες: ένας εναντίον ενός ζευγαριού. Ο μοναχικός επιτίθεται ή αμύνεται, όπως ορίζει η επιλογή του τραπεζιού.",
        "4 παίκτες: οι συμπαίκτες κάθονται απέναντι· δύο επιτίθενται, δύο αμύνονται.",
        "Κάθε επιτιθέμενος και κάθε αμυνόμενος παίρνει τον συμφωνημένο αριθμό φύλλων (βλ. Φύλλα ανά παίκτη)· τα υπόλοιπα μένουν κλειστά και αθέατα. Όλοι βλέπουν πόσα φύλλα έχει κάθε χέρι.",
        "Ο μοιράζων επιτίθεται (στους 4 με τον συμπαίκτη του· στους 3 ο μοιράζων είναι ο μοναχικός). Το μοίρασμα προχωρά μία θέση δεξιόστροφα κάθε γύρο, οπότε οι ρόλοι αλλάζουν.",
      ],
    },
    turn: {
      heading: "Ένας γύρος",
      items: [
        "Τον γύρο τον ανοίγει ένας αμυνόμενος: μία κάρτα στο κέντρο του ταμπλό.",
        "Μετά παίζουν με τη σειρά: στους 2 εναλλάξ· στους 4 δεξιόστροφα· στους 3 ο μοναχικός παίζει κάθε δεύτερη κίνηση.",
        "Επιτιθέμενος: ακριβώς μία κάρτα.",
        "Αμυνόμενος: μία κάρτα, δύο κάρτες ή καμία (πάσο). Η δεύτερη από τις δύο μπορεί να μπει δίπλα στην πρώτη.",
        "Κάθε κάρτα μπαίνει σε άδεια θέση που εφάπτεται με πλευρά σε κάρτα που ήδη βρίσκεται στο ταμπλό. Η επαφή μόνο με γωνία δεν αρκεί.",
        "Όποιος δεν έχει φύλλα παραλείπεται. Ένας αμυνόμενος μπορεί να πει πάσο μόνο όσο κάποιος επιτιθέμενος έχει ακόμη φύλλα· μετά οι αμυνόμενοι πρέπει να συνεχίσουν να ρίχνουν κάρτες.",
        "Ο γύρος τελειώνει όταν αδειάσουν όλα τα χέρια. Μετά τον τελευταίο γύρο ο αγώνας τελειώνει.",
      ],
    },
    scoring: {
      heading: "Συνδυασμοί και πόντοι",
      paragraphs: [
        "Τέσσερις κάρτες η μία δίπλα στην άλλη σε ευθεία γραμμή (σειρά, στήλη ή διαγώνιο) είναι συνδυασμός όταν είναι όλες ίδιου χρώματος, ή όταν οι αξίες τους, διαβασμένες κατά μήκος της γραμμής, ανεβαίνουν ή κατεβαίνουν με ίσο βήμα (αριθμητική πρόοδος· τέσσερις ίσες αξίες δεν μετράνε ποτέ).",
        "Κάθε νέος συνδυασμός δίνει 1 πόντο σε κάθε παίκτη της πλευράς που επιτίθεται σε αυτόν τον γύρο, όποιος κι αν έβαλε την κάρτα. Ένας αμυνόμενος που τον συμπληρώνει βάζει αυτογκόλ υπέρ των επιτιθέμενων.",
        "Τα J, Q, K και A έχουν πολλές αξίες. Μετράει όποια αξία σχηματίζει πρόοδο, και διαλέγεται χωριστά για κάθε τετράδα: ο ίδιος άσος μπορεί να είναι 5 σε μια σειρά και 15 σε μια στήλη.",
      ],
      items: [
        "Μία κάρτα μπορεί να συμπληρώσει πολλές τετράδες μαζί (σε διαφορετικές κατευθύνσεις, ή επικαλυπτόμενες σε μία γραμμή): η καθεμία δίνει 1.",
        "Μια τετράδα ενός χρώματος που είναι και πρόοδος δίνει πάλι 1.",
        "Πέντε κάρτες ενός χρώματος σε σειρά είναι δύο τετράδες: 2 πόντοι.",
        "Μετά τον τελευταίο γύρο κερδίζει ο παίκτης (ή οι παίκτες) με τους περισσότερους πόντους· οι συμπαίκτες μοιράζονται τους πόντους τους.",
      ],
      table: valuesTable(["Κάρτα", "Αξίες"], { J: "βαλές", Q: "ντάμα", K: "ρήγας", A: "άσος" }),
    },
    more: [
      {
        heading: "Παραδείγματα τετράδων",
        table: foursTable(["Τετράδα σε γραμμή", "Γιατί", "Πόντοι"], "ένα χρώμα", "κανένας συνδυασμός"),
      },
      {
        heading: "Φύλλα ανά παίκτη",
        paragraphs: ["Ο προτεινόμενος αριθμός φύλλων ανά παίκτη· το τραπέζι μπορεί να συμφωνήσει άλλον, αρκεί να μη μοιραστούν πάνω από 36 φύλλα."],
        table: sizesTable(["Παίκτες", "Κάθε επιτιθέμενος", "Κάθε αμυνόμενος"], ["2", "3: ένας επιτίθεται", "3: ένας αμύνεται", "4"]),
      },
    ],
    options: {
      "tours=0": "Ο αγώνας έχει την προτεινόμενη διάρκεια: 2 γύρους, ή 6 με 3 παίκτες.",
      tours: "Ο αγώνας έχει τόσους γύρους: {{value}}· οι ρόλοι αλλάζουν κάθε γύρο.",
      "threeMode=loneAttacks": "Με 3 παίκτες ο μοναχικός επιτίθεται και το ζευγάρι αμύνεται.",
      "threeMode=loneDefends": "Με 3 παίκτες ο μοναχικός αμύνεται και το ζευγάρι επιτίθεται.",
      "attackerCards=0": "Κάθε επιτιθέμενος παίρνει τον προτεινόμενο αριθμό φύλλων (βλ. Φύλλα ανά παίκτη).",
      attackerCards: "Κάθε επιτιθέμενος παίρνει τόσα φύλλα: {{value}}.",
      "defenderCards=0": "Κάθε αμυνόμενος παίρνει τον προτεινόμενο αριθμό φύλλων (βλ. Φύλλα ανά παίκτη).",
      defenderCards: "Κάθε αμυνόμενος παίρνει τόσα φύλλα: {{value}}.",
    },
  },
};
