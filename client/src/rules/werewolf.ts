/**
 * Werewolf's rules sheet (rules of record: the werewolf ruleset, shared/src/werewolf: the night order in flow.ts,
 * the win check in flow.ts `checkWin`). The roles table takes each role's name and power from the table's own
 * words (client/src/i18n/games/werewolf.ts `role_*`, `power_*`, `faction_*`), so the sheet and the table name
 * every role the same way; the team of each role is written here and checked against the engine by the test.
 */
import type { Language } from "../i18n/languages";
import { werewolf as words } from "../i18n/games/werewolf";
import type { RulesSheets, RulesTable } from "./types";

/** Every role and its team (§2), in the order of the rules page. */
const ROLES: readonly (readonly [string, string])[] = [
  ["villager", "villagers"],
  ["werewolf", "werewolves"],
  ["seer", "villagers"],
  ["thief", "villagers"],
  ["cupid", "villagers"],
  ["hunter", "villagers"],
  ["littleGirl", "villagers"],
  ["witch", "villagers"],
];

function rolesTable(lang: Language, head: readonly [string, string, string]): RulesTable {
  const w = words[lang];
  return { head, rows: ROLES.map(([role, team]) => [w[`role_${role}`], w[`faction_${team}`], w[`power_${role}`]]) };
}

/** Who wins (§7): the team's name, then the language's "wins when" and "winners" cells. */
function winTable(lang: Language, head: readonly [string, string, string], rows: readonly (readonly [string, string])[]): RulesTable {
  const w = words[lang];
  const names = [w.faction_villagers, w.faction_werewolves, w.faction_lovers];
  return { head, rows: rows.map(([when, who], i) => [names[i] ?? "—", when, who]) };
}

export const werewolfRules: RulesSheets = {
  en: {
    aim: "Werewolves hide among the villagers. Each night they secretly devour someone; each day the whole village argues and votes someone out. The villagers win when no werewolf is left; the werewolves win when only werewolves are alive.",
    setup: {
      heading: "Players and roles",
      paragraphs: ["5 to 24 players, and a moderator who runs the game: the server, or a person. Each player secretly gets a role; keep it to yourself."],
      items: [
        "About a quarter of the players (at least one) are werewolves, unless the table sets the number. The werewolves know each other.",
        "The table picks the special roles (seer, witch, hunter and cupid unless it changes them; the little girl and the thief may be added). Everyone else is a villager.",
        "With a thief, two extra villager cards are added and the two cards left over lie in the middle.",
        "Everyone sees which roles are in play, but not who holds them. A dead player's role is shown to all.",
      ],
    },
    turn: {
      heading: "A night and a day",
      items: [
        "Night: eyes closed. The moderator wakes the roles one by one (see Night order); your phone lights up when your role wakes.",
        "Dawn: the night's dead are announced together, without causes, and their roles are shown.",
        "If the table elects a sheriff, day 1 starts with the election (see Sheriff).",
        "Each day: talk, then everyone alive votes for another living player. Votes stay secret until the ballot closes; then everyone sees who voted for whom.",
        "The most votes is eliminated and the role is shown. A tie: one runoff, only for the tied players. Tied again: nobody is eliminated.",
        "Then the next night begins.",
      ],
    },
    scoring: {
      heading: "Who wins",
      paragraphs: [
        "The game is checked after every set of deaths (after the hunter's shot too) and ends at once when a team has won. Dead players win with their team.",
      ],
      table: winTable(
        "en",
        ["Team", "Wins when", "Who wins"],
        [
          ["No werewolf is alive", "Everyone whose final role is not werewolf, except a mixed couple"],
          ["Everyone alive is a werewolf", "Every werewolf, except one in a mixed couple"],
          ["A mixed couple are the last two alive", "The two lovers"],
          ["Nobody is left alive", "Nobody"],
        ],
      ),
    },
    more: [
      {
        heading: "Roles",
        table: rolesTable("en", ["Role", "Team", "Power"]),
      },
      {
        heading: "Night order",
        paragraphs: ["Steps whose role is not in play, is dead or has used its power are skipped."],
        items: [
          "Thief (night 1): looks at the two middle cards and may swap his card for one; if both are werewolves he must. He keeps the new role for good; a thief who keeps his card plays as a villager.",
          "Cupid (night 1): names two lovers, himself allowed.",
          "Lovers (night 1): each learns the other's seat, not the role.",
          "Seer: may look at one living player's role.",
          "Little girl: may spy. She learns who the werewolves are, and they are told someone is watching; they may then catch her instead of choosing a victim.",
          "Werewolves: all living werewolves must agree on one victim who is not a werewolf. Each may change the choice until all agree.",
          "Witch: is shown the victim. She may heal the victim (saves them) and may poison any living player, herself included; each potion once per game, both in one night if she likes.",
        ],
      },
      {
        heading: "Sheriff",
        items: [
          "With the sheriff option, day 1 starts with an election: everyone alive votes for any living player, themselves included; a werewolf may be elected too.",
          "The most votes becomes sheriff. A tie: one runoff among the tied; tied again, there is no sheriff this game.",
          "The sheriff's vote counts double in every day vote and runoff.",
          "A dying sheriff must pass the badge to a living player.",
        ],
      },
      {
        heading: "Lovers",
        items: [
          "When one lover dies, the other dies at once of a broken heart.",
          "A lover may not vote for the partner or aim any deadly power at them.",
          "Lovers on the same team play for it. A werewolf and a non-werewolf in love are a mixed couple: their own team, winning only as the last two alive.",
        ],
      },
      {
        heading: "Deaths and the hunter",
        items: [
          "A healed victim does not die; the poison still kills. If the victim is also poisoned, one death.",
          "The hunter, when devoured or voted out (not poisoned, not heartbroken), may shoot one living player, who dies at once; a shot lover takes the partner along.",
          "A hunter who is also sheriff shoots first, then passes the badge.",
        ],
      },
    ],
    options: {
      "moderator=auto": "The server moderates: it calls each step and closes it as soon as every decision is in.",
      "moderator=human":
        "A person moderates from the moderator's seat: sees every card, wakes each role, closes each step, and may act for a player at a live table.",
      "sheriff=true": "A sheriff is elected on day 1; the sheriff's vote counts double.",
      "sheriff=false": "No sheriff: every vote counts once.",
      roles: "Special roles in the deal: {{value}}. Everyone else is a werewolf or a villager.",
      "werewolves=0": "About a quarter of the players (at least one) are werewolves.",
      werewolves: "Werewolves dealt: {{value}}.",
    },
  },

  pl: {
    aim: "Wśród mieszkańców ukrywają się wilkołaki. Co noc potajemnie kogoś pożerają; co dzień cała wioska się naradza i w głosowaniu kogoś eliminuje. Mieszkańcy wygrywają, gdy nie zostanie żaden wilkołak; wilkołaki, gdy przy życiu są już tylko wilkołaki.",
    setup: {
      heading: "Gracze i postacie",
      paragraphs: ["Od 5 do 24 graczy i prowadzący grę: serwer albo osoba. Każdy gracz dostaje w tajemnicy postać; nie pokazuj jej nikomu."],
      items: [
        "Około jednej czwartej graczy (co najmniej jeden) to wilkołaki, chyba że stół ustali inną liczbę. Wilkołaki znają się nawzajem.",
        "Stół wybiera postacie specjalne (wróżbita, wiedźma, myśliwy i kupidyn, jeśli ich nie zmieni; można dodać dziewczynkę i złodzieja). Pozostali to mieszkańcy.",
        "Ze złodziejem do talii dochodzą dwie dodatkowe karty mieszkańców, a dwie karty, które zostaną, leżą na środku.",
        "Wszyscy widzą, jakie postacie są w grze, ale nie kto je ma. Postać zabitego gracza poznają wszyscy.",
      ],
    },
    turn: {
      heading: "Noc i dzień",
      items: [
        "Noc: oczy zamknięte. Prowadzący budzi postacie po kolei (zob. Kolejność nocy); twój telefon się rozjaśnia, gdy budzi się twoja postać.",
        "Świt: zmarli tej nocy są ogłaszani razem, bez przyczyn, a ich postacie odkryte.",
        "Jeśli stół wybiera szeryfa, dzień 1 zaczyna się od wyborów (zob. Szeryf).",
        "Każdego dnia: rozmowa, potem każdy żyjący głosuje na innego żyjącego gracza. Głosy są tajne do zamknięcia głosowania; potem wszyscy widzą, kto na kogo głosował.",
        "Gracz z największą liczbą głosów odpada, a jego postać zostaje odkryta. Remis: jedna dogrywka, tylko na remisujących. Znów remis: nikt nie odpada.",
        "Potem zaczyna się następna noc.",
      ],
    },
    scoring: {
      heading: "Kto wygrywa",
      paragraphs: [
        "Wynik sprawdza się po każdej grupie śmierci (także po strzale myśliwego); gra kończy się od razu, gdy któraś drużyna wygra. Zmarli wygrywają razem ze swoją drużyną.",
      ],
      table: winTable(
        "pl",
        ["Drużyna", "Wygrywa, gdy", "Kto wygrywa"],
        [
          ["Nie żyje żaden wilkołak", "Każdy, czyja ostateczna postać nie jest wilkołakiem, oprócz mieszanej pary"],
          ["Wszyscy żyjący to wilkołaki", "Każdy wilkołak, oprócz tego z mieszanej pary"],
          ["Mieszana para zostaje ostatnią żywą dwójką", "Oboje kochankowie"],
          ["Nikt nie pozostał przy życiu", "Nikt"],
        ],
      ),
    },
    more: [
      {
        heading: "Postacie",
        table: rolesTable("pl", ["Postać", "Drużyna", "Moc"]),
      },
      {
        heading: "Kolejność nocy",
        paragraphs: ["Kroki postaci, których nie ma w grze, które nie żyją albo zużyły moc, są pomijane."],
        items: [
          "Złodziej (noc 1): ogląda dwie karty ze środka i może wymienić swoją na jedną z nich; jeśli obie to wilkołaki, musi. Nową postać ma już na stałe; złodziej, który zatrzyma swoją kartę, gra jak mieszkaniec.",
          "Kupidyn (noc 1): wskazuje dwoje kochanków, może wskazać siebie.",
          "Kochankowie (noc 1): każde poznaje miejsce drugiego, ale nie jego postać.",
          "Wróżbita: może zobaczyć postać jednego żyjącego gracza.",
          "Dziewczynka: może podglądać. Poznaje wilkołaki, a one dowiadują się, że ktoś patrzy; mogą wtedy ją złapać zamiast wybrać ofiarę.",
          "Wilkołaki: wszystkie żyjące wilkołaki muszą się zgodzić na jedną ofiarę, która nie jest wilkołakiem. Każdy może zmieniać wybór, aż wszystkie się zgodzą.",
          "Wiedźma: widzi ofiarę. Może ją uzdrowić (ratuje ją) i może otruć dowolnego żyjącego gracza, także siebie; każdy napój raz na grę, oba tej samej nocy, jeśli zechce.",
        ],
      },
      {
        heading: "Szeryf",
        items: [
          "Przy opcji szeryfa dzień 1 zaczyna się od wyborów: każdy żyjący głosuje na dowolnego żyjącego gracza, także na siebie; wybrać można też wilkołaka.",
          "Szeryfem zostaje ten, kto ma najwięcej głosów. Remis: jedna dogrywka między remisującymi; znów remis i w tej grze nie ma szeryfa.",
          "Głos szeryfa liczy się podwójnie w każdym dziennym głosowaniu i dogrywce.",
          "Umierający szeryf musi przekazać odznakę żyjącemu graczowi.",
        ],
      },
      {
        heading: "Kochankowie",
        items: [
          "Gdy jedno z kochanków umiera, drugie umiera od razu z rozpaczy.",
          "Kochanek nie może głosować na partnera ani użyć przeciw niemu żadnej zabójczej mocy.",
          "Kochankowie z jednej drużyny grają dla niej. Zakochani wilkołak i nie-wilkołak to mieszana para: własna drużyna, która wygrywa tylko jako ostatnia żywa dwójka.",
        ],
      },
      {
        heading: "Śmierć i myśliwy",
        items: [
          "Uzdrowiona ofiara nie umiera; trucizna zabija mimo to. Jeśli ofiara jest też otruta — jedna śmierć.",
          "Myśliwy pożarty albo wyeliminowany w głosowaniu (nie otruty, nie zmarły z rozpaczy) może zastrzelić jednego żyjącego gracza, który od razu umiera; zastrzelony kochanek pociąga za sobą partnera.",
          "Myśliwy, który jest też szeryfem, najpierw strzela, potem przekazuje odznakę.",
        ],
      },
    ],
    options: {
      "moderator=auto": "Grę prowadzi serwer: wywołuje kolejne kroki i zamyka każdy, gdy wszystkie decyzje zapadną.",
      "moderator=human":
        "Grę prowadzi osoba z miejsca prowadzącego: widzi wszystkie karty, budzi postacie, zamyka kroki i przy stole na żywo może działać za gracza.",
      "sheriff=true": "Dnia 1 wybiera się szeryfa; jego głos liczy się podwójnie.",
      "sheriff=false": "Bez szeryfa: każdy głos liczy się raz.",
      roles: "Postacie specjalne w grze: {{value}}. Pozostali to wilkołaki albo mieszkańcy.",
      "werewolves=0": "Około jednej czwartej graczy (co najmniej jeden) to wilkołaki.",
      werewolves: "Liczba wilkołaków: {{value}}.",
    },
  },

  de: {
    aim: "Werwölfe verstecken sich unter den Dorfbewohnern. Jede Nacht fressen sie heimlich jemanden; jeden Tag streitet das ganze Dorf und stimmt jemanden hinaus. Die Dorfbewohner gewinnen, wenn kein Werwolf mehr lebt; die Werwölfe, wenn nur noch Werwölfe leben.",
    setup: {
      heading: "Spieler und Rollen",
      paragraphs: [
        "5 bis 24 Spieler und ein Spielleiter, der das Spiel führt: der Server oder ein Mensch. Jeder Spieler bekommt geheim eine Rolle; behalte sie für dich.",
      ],
      items: [
        "Etwa ein Viertel der Spieler (mindestens einer) sind Werwölfe, wenn der Tisch nichts anderes festlegt. Die Werwölfe kennen einander.",
        "Der Tisch wählt die Sonderrollen (Seherin, Hexe, Jäger und Amor, wenn er sie nicht ändert; das kleine Mädchen und der Dieb können dazukommen). Alle anderen sind Dorfbewohner.",
        "Mit einem Dieb kommen zwei zusätzliche Dorfbewohner-Karten hinzu, und die zwei übrigen Karten liegen in der Mitte.",
        "Alle sehen, welche Rollen im Spiel sind, aber nicht, wer sie hat. Die Rolle eines Toten sehen alle.",
      ],
    },
    turn: {
      heading: "Eine Nacht und ein Tag",
      items: [
        "Nacht: Augen zu. Der Spielleiter weckt die Rollen nacheinander (siehe Ablauf der Nacht); dein Handy leuchtet auf, wenn deine Rolle erwacht.",
        "Morgen: Die Toten der Nacht werden zusammen genannt, ohne Ursache, und ihre Rollen gezeigt.",
        "Wählt der Tisch einen Hauptmann, beginnt Tag 1 mit der Wahl (siehe Hauptmann).",
        "Jeden Tag: reden, dann stimmt jeder Lebende für einen anderen lebenden Spieler. Die Stimmen bleiben geheim, bis die Abstimmung schließt; dann sieht jeder, wer wen gewählt hat.",
        "Wer die meisten Stimmen hat, scheidet aus, und seine Rolle wird gezeigt. Gleichstand: eine Stichwahl nur zwischen den Gleichauf-Liegenden. Wieder Gleichstand: Niemand scheidet aus.",
        "Dann beginnt die nächste Nacht.",
      ],
    },
    scoring: {
      heading: "Wer gewinnt",
      paragraphs: [
        "Nach jeder Gruppe von Toden (auch nach dem Schuss des Jägers) wird geprüft; das Spiel endet sofort, wenn ein Team gewonnen hat. Tote gewinnen mit ihrem Team.",
      ],
      table: winTable(
        "de",
        ["Team", "Gewinnt, wenn", "Wer gewinnt"],
        [
          ["Kein Werwolf lebt mehr", "Jeder, dessen letzte Rolle nicht Werwolf ist, außer einem gemischten Paar"],
          ["Alle Lebenden sind Werwölfe", "Jeder Werwolf, außer einem aus einem gemischten Paar"],
          ["Ein gemischtes Paar sind die letzten zwei Lebenden", "Die beiden Verliebten"],
          ["Niemand lebt mehr", "Niemand"],
        ],
      ),
    },
    more: [
      {
        heading: "Rollen",
        table: rolesTable("de", ["Rolle", "Team", "Fähigkeit"]),
      },
      {
        heading: "Ablauf der Nacht",
        paragraphs: ["Schritte einer Rolle, die nicht im Spiel ist, tot ist oder ihre Fähigkeit verbraucht hat, entfallen."],
        items: [
          "Dieb (Nacht 1): sieht die zwei Karten in der Mitte und darf seine gegen eine tauschen; sind beide Werwölfe, muss er. Die neue Rolle behält er; ein Dieb, der seine Karte behält, spielt als Dorfbewohner.",
          "Amor (Nacht 1): bestimmt zwei Verliebte, auch sich selbst.",
          "Verliebte (Nacht 1): Jeder erfährt den Platz des anderen, nicht dessen Rolle.",
          "Seherin: darf die Rolle eines lebenden Spielers ansehen.",
          "Kleines Mädchen: darf spionieren. Sie erfährt, wer die Werwölfe sind, und diese erfahren, dass jemand zusieht; sie dürfen sie dann statt eines Opfers erwischen.",
          "Werwölfe: Alle lebenden Werwölfe müssen sich auf ein Opfer einigen, das kein Werwolf ist. Jeder darf seine Wahl ändern, bis alle einig sind.",
          "Hexe: sieht das Opfer. Sie darf es heilen (es überlebt) und darf einen beliebigen lebenden Spieler vergiften, auch sich selbst; jeder Trank einmal im Spiel, beide in einer Nacht, wenn sie will.",
        ],
      },
      {
        heading: "Hauptmann",
        items: [
          "Mit der Hauptmann-Option beginnt Tag 1 mit einer Wahl: Jeder Lebende stimmt für einen beliebigen lebenden Spieler, auch für sich; auch ein Werwolf kann gewählt werden.",
          "Wer die meisten Stimmen hat, wird Hauptmann. Gleichstand: eine Stichwahl zwischen den Gleichauf-Liegenden; wieder Gleichstand, dann gibt es in diesem Spiel keinen Hauptmann.",
          "Die Stimme des Hauptmanns zählt in jeder Tagesabstimmung und Stichwahl doppelt.",
          "Ein sterbender Hauptmann muss das Abzeichen einem lebenden Spieler geben.",
        ],
      },
      {
        heading: "Verliebte",
        items: [
          "Stirbt einer der Verliebten, stirbt der andere sofort an gebrochenem Herzen.",
          "Ein Verliebter darf nicht für seinen Partner stimmen und keine tödliche Fähigkeit gegen ihn richten.",
          "Verliebte aus demselben Team spielen für es. Ein Werwolf und ein Nicht-Werwolf, die verliebt sind, sind ein gemischtes Paar: ein eigenes Team, das nur als die letzten zwei Lebenden gewinnt.",
        ],
      },
      {
        heading: "Tode und der Jäger",
        items: [
          "Ein geheiltes Opfer stirbt nicht; das Gift tötet trotzdem. Ist das Opfer auch vergiftet: ein Tod.",
          "Der Jäger darf, wenn er gefressen oder hinausgestimmt wird (nicht vergiftet, nicht an gebrochenem Herzen), einen lebenden Spieler erschießen, der sofort stirbt; ein erschossener Verliebter nimmt seinen Partner mit.",
          "Ein Jäger, der auch Hauptmann ist, schießt zuerst und gibt dann das Abzeichen weiter.",
        ],
      },
    ],
    options: {
      "moderator=auto": "Der Server leitet: Er ruft jeden Schritt auf und schließt ihn, sobald alle Entscheidungen da sind.",
      "moderator=human":
        "Ein Mensch leitet vom Platz des Spielleiters: Er sieht alle Karten, weckt die Rollen, schließt die Schritte und darf an einem Live-Tisch für einen Spieler handeln.",
      "sheriff=true": "An Tag 1 wird ein Hauptmann gewählt; seine Stimme zählt doppelt.",
      "sheriff=false": "Kein Hauptmann: Jede Stimme zählt einfach.",
      roles: "Sonderrollen im Spiel: {{value}}. Alle anderen sind Werwölfe oder Dorfbewohner.",
      "werewolves=0": "Etwa ein Viertel der Spieler (mindestens einer) sind Werwölfe.",
      werewolves: "Anzahl der Werwölfe: {{value}}.",
    },
  },

  ru: {
    aim: "Среди мирных жителей прячутся оборотни. Каждую ночь они тайно кого-то съедают; каждый день вся деревня спорит и голосованием изгоняет кого-то. Мирные жители побеждают, когда не осталось ни одного оборотня; оборотни — когда в живых остались только оборотни.",
    setup: {
      heading: "Игроки и роли",
      paragraphs: ["От 5 до 24 игроков и ведущий, который ведёт игру: сервер или человек. Каждый игрок тайно получает роль; никому её не показывайте."],
      items: [
        "Примерно четверть игроков (хотя бы один) — оборотни, если стол не задал другое число. Оборотни знают друг друга.",
        "Стол выбирает особые роли (провидица, ведьма, охотник и купидон, если их не поменять; можно добавить девочку и вора). Все остальные — мирные жители.",
        "С вором в колоду добавляются две лишние карты мирных жителей, а две оставшиеся карты лежат в центре.",
        "Все видят, какие роли в игре, но не видят, у кого они. Роль погибшего видят все.",
      ],
    },
    turn: {
      heading: "Ночь и день",
      items: [
        "Ночь: глаза закрыты. Ведущий будит роли по очереди (см. Порядок ночи); ваш телефон загорается, когда просыпается ваша роль.",
        "Рассвет: погибшие за ночь объявляются вместе, без причин, и их роли открываются.",
        "Если стол выбирает шерифа, день 1 начинается с выборов (см. Шериф).",
        "Каждый день: обсуждение, потом каждый живой голосует за другого живого игрока. Голоса тайные, пока голосование не закрыто; потом все видят, кто за кого голосовал.",
        "Набравший больше всех голосов выбывает, его роль открывается. Ничья: одно переголосование только за игроков с равным числом голосов. Снова ничья — никто не выбывает.",
        "Затем начинается следующая ночь.",
      ],
    },
    scoring: {
      heading: "Кто побеждает",
      paragraphs: [
        "Проверка идёт после каждой группы смертей (и после выстрела охотника); игра заканчивается сразу, как только какая-то команда победила. Погибшие побеждают вместе со своей командой.",
      ],
      table: winTable(
        "ru",
        ["Команда", "Побеждает, когда", "Кто побеждает"],
        [
          ["Не осталось живых оборотней", "Все, чья последняя роль не оборотень, кроме смешанной пары"],
          ["Все живые — оборотни", "Каждый оборотень, кроме того, кто в смешанной паре"],
          ["Смешанная пара — последние двое живых", "Оба влюблённых"],
          ["Никого не осталось в живых", "Никто"],
        ],
      ),
    },
    more: [
      {
        heading: "Роли",
        table: rolesTable("ru", ["Роль", "Команда", "Способность"]),
      },
      {
        heading: "Порядок ночи",
        paragraphs: ["Шаги ролей, которых нет в игре, которые погибли или уже использовали способность, пропускаются."],
        items: [
          "Вор (ночь 1): смотрит две карты в центре и может обменять свою на одну из них; если обе — оборотни, обязан. Новую роль он сохраняет; вор, оставивший свою карту, играет как мирный житель.",
          "Купидон (ночь 1): называет двух влюблённых, можно и себя.",
          "Влюблённые (ночь 1): каждый узнаёт место другого, но не его роль.",
          "Провидица: может узнать роль одного живого игрока.",
          "Девочка: может подсматривать. Она узнаёт, кто оборотни, а им сообщают, что за ними следят; тогда они могут поймать её вместо выбора жертвы.",
          "Оборотни: все живые оборотни должны договориться об одной жертве, которая не оборотень. Каждый может менять выбор, пока все не согласятся.",
          "Ведьма: видит жертву. Может её вылечить (жертва спасена) и может отравить любого живого игрока, даже себя; каждое зелье один раз за игру, оба в одну ночь, если захочет.",
        ],
      },
      {
        heading: "Шериф",
        items: [
          "Если шериф включён, день 1 начинается с выборов: каждый живой голосует за любого живого игрока, в том числе за себя; избрать можно и оборотня.",
          "Шерифом становится набравший больше всех голосов. Ничья: одно переголосование среди них; снова ничья — в этой игре шерифа нет.",
          "Голос шерифа считается дважды в каждом дневном голосовании и переголосовании.",
          "Умирающий шериф обязан передать значок живому игроку.",
        ],
      },
      {
        heading: "Влюблённые",
        items: [
          "Когда один из влюблённых погибает, другой сразу умирает от разбитого сердца.",
          "Влюблённый не может голосовать за партнёра или направить на него смертельную способность.",
          "Влюблённые из одной команды играют за неё. Влюблённые оборотень и не оборотень — смешанная пара: своя команда, которая побеждает, только оставшись последними двумя живыми.",
        ],
      },
      {
        heading: "Смерти и охотник",
        items: [
          "Вылеченная жертва не умирает; яд всё равно убивает. Если жертва ещё и отравлена — одна смерть.",
          "Охотник, съеденный или изгнанный голосованием (не отравленный и не умерший от разбитого сердца), может застрелить одного живого игрока, который сразу погибает; застреленный влюблённый забирает с собой партнёра.",
          "Охотник, который ещё и шериф, сначала стреляет, потом передаёт значок.",
        ],
      },
    ],
    options: {
      "moderator=auto": "Ведёт сервер: вызывает каждый шаг и закрывает его, как только все решения приняты.",
      "moderator=human": "Ведёт человек с места ведущего: видит все карты, будит роли, закрывает шаги и за живым столом может действовать за игрока.",
      "sheriff=true": "В день 1 выбирают шерифа; его голос считается дважды.",
      "sheriff=false": "Без шерифа: каждый голос считается один раз.",
      roles: "Особые роли в игре: {{value}}. Все остальные — оборотни или мирные жители.",
      "werewolves=0": "Примерно четверть игроков (хотя бы один) — оборотни.",
      werewolves: "Число оборотней: {{value}}.",
    },
  },

  uk: {
    aim: "Серед мирних жителів ховаються перевертні. Щоночі вони таємно когось з'їдають; щодня все село сперечається й голосуванням виганяє когось. Мирні жителі перемагають, коли не лишилося жодного перевертня; перевертні — коли живими лишилися самі перевертні.",
    setup: {
      heading: "Гравці й ролі",
      paragraphs: ["Від 5 до 24 гравців і ведучий, що веде гру: сервер або людина. Кожен гравець таємно отримує роль; нікому її не показуйте."],
      items: [
        "Приблизно чверть гравців (щонайменше один) — перевертні, якщо стіл не задав іншу кількість. Перевертні знають одне одного.",
        "Стіл вибирає особливі ролі (провидиця, відьма, мисливець і купідон, якщо їх не змінити; можна додати дівчинку й злодія). Усі інші — мирні жителі.",
        "Зі злодієм до колоди додають дві зайві карти мирних жителів, а дві карти, що лишилися, лежать у центрі.",
        "Усі бачать, які ролі в грі, але не бачать, у кого вони. Роль загиблого бачать усі.",
      ],
    },
    turn: {
      heading: "Ніч і день",
      items: [
        "Ніч: очі заплющені. Ведучий будить ролі по черзі (див. Порядок ночі); ваш телефон світиться, коли прокидається ваша роль.",
        "Світанок: загиблих за ніч оголошують разом, без причин, і відкривають їхні ролі.",
        "Якщо стіл обирає шерифа, день 1 починається з виборів (див. Шериф).",
        "Щодня: обговорення, потім кожен живий голосує за іншого живого гравця. Голоси таємні, доки голосування не закрите; потім усі бачать, хто за кого голосував.",
        "Хто набрав найбільше голосів, вибуває, його роль відкривають. Нічия: одне переголосування лише за гравців із рівною кількістю голосів. Знову нічия — ніхто не вибуває.",
        "Потім починається наступна ніч.",
      ],
    },
    scoring: {
      heading: "Хто перемагає",
      paragraphs: [
        "Перевірка йде після кожної групи смертей (і після пострілу мисливця); гра закінчується одразу, щойно якась команда перемогла. Загиблі перемагають разом зі своєю командою.",
      ],
      table: winTable(
        "uk",
        ["Команда", "Перемагає, коли", "Хто перемагає"],
        [
          ["Не лишилося живих перевертнів", "Усі, чия остання роль не перевертень, крім змішаної пари"],
          ["Усі живі — перевертні", "Кожен перевертень, крім того, хто в змішаній парі"],
          ["Змішана пара — останні двоє живих", "Обоє закоханих"],
          ["Нікого не лишилося живим", "Ніхто"],
        ],
      ),
    },
    more: [
      {
        heading: "Ролі",
        table: rolesTable("uk", ["Роль", "Команда", "Здібність"]),
      },
      {
        heading: "Порядок ночі",
        paragraphs: ["Кроки ролей, яких немає в грі, які загинули або вже використали здібність, пропускають."],
        items: [
          "Злодій (ніч 1): дивиться дві карти в центрі й може обміняти свою на одну з них; якщо обидві — перевертні, мусить. Нову роль він зберігає; злодій, що лишив свою карту, грає як мирний житель.",
          "Купідон (ніч 1): називає двох закоханих, можна й себе.",
          "Закохані (ніч 1): кожен дізнається місце іншого, але не його роль.",
          "Провидиця: може дізнатися роль одного живого гравця.",
          "Дівчинка: може підглядати. Вона дізнається, хто перевертні, а їм повідомляють, що за ними стежать; тоді вони можуть спіймати її замість вибору жертви.",
          "Перевертні: усі живі перевертні мають домовитися про одну жертву, яка не перевертень. Кожен може змінювати вибір, доки всі не погодяться.",
          "Відьма: бачить жертву. Може її вилікувати (жертву врятовано) і може отруїти будь-якого живого гравця, навіть себе; кожне зілля один раз за гру, обидва за одну ніч, якщо захоче.",
        ],
      },
      {
        heading: "Шериф",
        items: [
          "Якщо шерифа ввімкнено, день 1 починається з виборів: кожен живий голосує за будь-якого живого гравця, зокрема за себе; обрати можна й перевертня.",
          "Шерифом стає той, хто набрав найбільше голосів. Нічия: одне переголосування між ними; знову нічия — у цій грі шерифа немає.",
          "Голос шерифа рахується двічі в кожному денному голосуванні й переголосуванні.",
          "Шериф, що помирає, мусить передати значок живому гравцеві.",
        ],
      },
      {
        heading: "Закохані",
        items: [
          "Коли один із закоханих гине, інший одразу помирає від розбитого серця.",
          "Закоханий не може голосувати за партнера чи спрямувати на нього смертельну здібність.",
          "Закохані з однієї команди грають за неї. Закохані перевертень і не перевертень — змішана пара: окрема команда, що перемагає, лише лишившись останніми двома живими.",
        ],
      },
      {
        heading: "Смерті й мисливець",
        items: [
          "Вилікувана жертва не помирає; отрута однаково вбиває. Якщо жертву ще й отруєно — одна смерть.",
          "Мисливець, з'їдений або вигнаний голосуванням (не отруєний і не померлий від розбитого серця), може застрелити одного живого гравця, який одразу гине; застрелений закоханий забирає з собою партнера.",
          "Мисливець, який водночас шериф, спершу стріляє, потім передає значок.",
        ],
      },
    ],
    options: {
      "moderator=auto": "Веде сервер: викликає кожен крок і закриває його, щойно всі рішення ухвалено.",
      "moderator=human": "Веде людина з місця ведучого: бачить усі карти, будить ролі, закриває кроки й за живим столом може діяти за гравця.",
      "sheriff=true": "У день 1 обирають шерифа; його голос рахується двічі.",
      "sheriff=false": "Без шерифа: кожен голос рахується один раз.",
      roles: "Особливі ролі в грі: {{value}}. Усі інші — перевертні або мирні жителі.",
      "werewolves=0": "Приблизно чверть гравців (щонайменше один) — перевертні.",
      werewolves: "Кількість перевертнів: {{value}}.",
    },
  },

  el: {
    aim: "Λυκάνθρωποι κρύβονται ανάμεσα στους χωρικούς. Κάθε νύχτα κατασπαράζουν κρυφά κάποιον· κάθε μέρα όλο το χωριό συζητά και ψηφίζει να αποβάλει κάποιον. Οι χωρικοί κερδίζουν όταν δεν μείνει κανένας λυκάνθρωπος· οι λυκάνθρωποι όταν ζωντανοί είναι μόνο λυκάνθρωποι.",
    setup: {
      heading: "Παίκτες και ρόλοι",
      paragraphs: [
        "5 έως 24 παίκτες και ένας συντονιστής που διευθύνει το παιχνίδι: ο διακομιστής ή ένας άνθρωπος. Κάθε παίκτης παίρνει κρυφά έναν ρόλο· μην τον δείξεις σε κανέναν.",
      ],
      items: [
        "Περίπου το ένα τέταρτο των παικτών (τουλάχιστον ένας) είναι λυκάνθρωποι, εκτός αν το τραπέζι ορίσει άλλο αριθμό. Οι λυκάνθρωποι γνωρίζονται μεταξύ τους.",
        "Το τραπέζι διαλέγει τους ειδικούς ρόλους (μάντισσα, μάγισσα, κυνηγός και έρωτας, αν δεν τους αλλάξει· μπορούν να προστεθούν το κοριτσάκι και ο κλέφτης). Όλοι οι άλλοι είναι χωρικοί.",
        "Με κλέφτη προστίθενται δύο επιπλέον κάρτες χωρικών, και οι δύο κάρτες που περισσεύουν μένουν στη μέση.",
        "Όλοι βλέπουν ποιοι ρόλοι παίζουν, αλλά όχι ποιος τους έχει. Τον ρόλο ενός νεκρού τον βλέπουν όλοι.",
      ],
    },
    turn: {
      heading: "Μια νύχτα και μια μέρα",
      items: [
        "Νύχτα: μάτια κλειστά. Ο συντονιστής ξυπνά τους ρόλους έναν έναν (βλ. Σειρά της νύχτας)· το κινητό σου φωτίζεται όταν ξυπνά ο ρόλος σου.",
        "Αυγή: οι νεκροί της νύχτας ανακοινώνονται μαζί, χωρίς αιτίες, και οι ρόλοι τους αποκαλύπτονται.",
        "Αν το τραπέζι εκλέγει σερίφη, η μέρα 1 αρχίζει με την εκλογή (βλ. Σερίφης).",
        "Κάθε μέρα: συζήτηση, μετά κάθε ζωντανός ψηφίζει έναν άλλον ζωντανό παίκτη. Οι ψήφοι μένουν μυστικές ώσπου να κλείσει η ψηφοφορία· μετά όλοι βλέπουν ποιος ψήφισε ποιον.",
        "Όποιος πάρει τις περισσότερες ψήφους αποβάλλεται και ο ρόλος του αποκαλύπτεται. Ισοψηφία: μία επαναληπτική ψηφοφορία μόνο για τους ισοψηφήσαντες. Πάλι ισοψηφία: κανείς δεν αποβάλλεται.",
        "Μετά αρχίζει η επόμενη νύχτα.",
      ],
    },
    scoring: {
      heading: "Ποιος κερδίζει",
      paragraphs: [
        "Ο έλεγχος γίνεται μετά από κάθε ομάδα θανάτων (και μετά τη βολή του κυνηγού)· το παιχνίδι τελειώνει αμέσως μόλις κερδίσει μια ομάδα. Οι νεκροί κερδίζουν μαζί με την ομάδα τους.",
      ],
      table: winTable(
        "el",
        ["Ομάδα", "Κερδίζει όταν", "Ποιοι κερδίζουν"],
        [
          ["Δεν ζει κανένας λυκάνθρωπος", "Όλοι όσοι ο τελικός ρόλος τους δεν είναι λυκάνθρωπος, εκτός από ένα μικτό ζευγάρι"],
          ["Όλοι οι ζωντανοί είναι λυκάνθρωποι", "Κάθε λυκάνθρωπος, εκτός από όποιον ανήκει σε μικτό ζευγάρι"],
          ["Ένα μικτό ζευγάρι είναι οι δύο τελευταίοι ζωντανοί", "Οι δύο ερωτευμένοι"],
          ["Δεν έμεινε κανείς ζωντανός", "Κανείς"],
        ],
      ),
    },
    more: [
      {
        heading: "Ρόλοι",
        table: rolesTable("el", ["Ρόλος", "Ομάδα", "Ικανότητα"]),
      },
      {
        heading: "Σειρά της νύχτας",
        paragraphs: ["Τα βήματα ρόλων που δεν παίζουν, είναι νεκροί ή έχουν ξοδέψει την ικανότητά τους παραλείπονται."],
        items: [
          "Κλέφτης (νύχτα 1): βλέπει τις δύο κάρτες της μέσης και μπορεί να αλλάξει τη δική του με μία· αν είναι και οι δύο λυκάνθρωποι, πρέπει. Κρατά τον νέο ρόλο για πάντα· ο κλέφτης που κρατά την κάρτα του παίζει ως χωρικός.",
          "Έρωτας (νύχτα 1): ορίζει δύο ερωτευμένους, μπορεί και τον εαυτό του.",
          "Ερωτευμένοι (νύχτα 1): ο καθένας μαθαίνει τη θέση του άλλου, όχι τον ρόλο του.",
          "Μάντισσα: μπορεί να δει τον ρόλο ενός ζωντανού παίκτη.",
          "Κοριτσάκι: μπορεί να κατασκοπεύσει. Μαθαίνει ποιοι είναι οι λυκάνθρωποι, κι αυτοί μαθαίνουν ότι κάποιος τους βλέπει· τότε μπορούν να την πιάσουν αντί να διαλέξουν θύμα.",
          "Λυκάνθρωποι: όλοι οι ζωντανοί λυκάνθρωποι πρέπει να συμφωνήσουν σε ένα θύμα που δεν είναι λυκάνθρωπος. Ο καθένας μπορεί να αλλάζει επιλογή ώσπου να συμφωνήσουν όλοι.",
          "Μάγισσα: βλέπει το θύμα. Μπορεί να το θεραπεύσει (σώζεται) και μπορεί να δηλητηριάσει οποιονδήποτε ζωντανό, και τον εαυτό της· κάθε φίλτρο μία φορά ανά παιχνίδι, και τα δύο την ίδια νύχτα αν θέλει.",
        ],
      },
      {
        heading: "Σερίφης",
        items: [
          "Με την επιλογή σερίφη, η μέρα 1 αρχίζει με εκλογή: κάθε ζωντανός ψηφίζει οποιονδήποτε ζωντανό παίκτη, και τον εαυτό του· μπορεί να εκλεγεί και λυκάνθρωπος.",
          "Σερίφης γίνεται όποιος πάρει τις περισσότερες ψήφους. Ισοψηφία: μία επαναληπτική ανάμεσά τους· πάλι ισοψηφία, και σε αυτό το παιχνίδι δεν υπάρχει σερίφης.",
          "Η ψήφος του σερίφη μετράει διπλή σε κάθε ψηφοφορία της μέρας και επαναληπτική.",
          "Ένας σερίφης που πεθαίνει πρέπει να δώσει το σήμα σε έναν ζωντανό παίκτη.",
        ],
      },
      {
        heading: "Ερωτευμένοι",
        items: [
          "Όταν πεθαίνει ο ένας ερωτευμένος, ο άλλος πεθαίνει αμέσως από ραγισμένη καρδιά.",
          "Ένας ερωτευμένος δεν μπορεί να ψηφίσει τον σύντροφό του ούτε να στρέψει εναντίον του θανάσιμη ικανότητα.",
          "Ερωτευμένοι της ίδιας ομάδας παίζουν γι' αυτήν. Ένας λυκάνθρωπος και ένας μη λυκάνθρωπος ερωτευμένοι είναι μικτό ζευγάρι: δική τους ομάδα, που κερδίζει μόνο αν μείνουν οι δύο τελευταίοι ζωντανοί.",
        ],
      },
      {
        heading: "Θάνατοι και ο κυνηγός",
        items: [
          "Ένα θύμα που θεραπεύτηκε δεν πεθαίνει· το δηλητήριο σκοτώνει παρ' όλα αυτά. Αν το θύμα είναι και δηλητηριασμένο: ένας θάνατος.",
          "Ο κυνηγός, όταν τον κατασπαράξουν ή αποβληθεί με ψηφοφορία (όχι από δηλητήριο ή ραγισμένη καρδιά), μπορεί να πυροβολήσει έναν ζωντανό παίκτη, που πεθαίνει αμέσως· ένας ερωτευμένος που πυροβολείται παίρνει μαζί του τον σύντροφό του.",
          "Ένας κυνηγός που είναι και σερίφης πυροβολεί πρώτα και μετά δίνει το σήμα.",
        ],
      },
    ],
    options: {
      "moderator=auto": "Συντονίζει ο διακομιστής: καλεί κάθε βήμα και το κλείνει μόλις ληφθούν όλες οι αποφάσεις.",
      "moderator=human":
        "Συντονίζει ένας άνθρωπος από τη θέση του συντονιστή: βλέπει όλα τα φύλλα, ξυπνά τους ρόλους, κλείνει τα βήματα και σε ζωντανό τραπέζι μπορεί να ενεργεί για έναν παίκτη.",
      "sheriff=true": "Τη μέρα 1 εκλέγεται σερίφης· η ψήφος του μετράει διπλή.",
      "sheriff=false": "Χωρίς σερίφη: κάθε ψήφος μετράει μία φορά.",
      roles: "Ειδικοί ρόλοι στο παιχνίδι: {{value}}. Όλοι οι άλλοι είναι λυκάνθρωποι ή χωρικοί.",
      "werewolves=0": "Περίπου το ένα τέταρτο των παικτών (τουλάχιστον ένας) είναι λυκάνθρωποι.",
      werewolves: "Αριθμός λυκανθρώπων: {{value}}.",
    },
  },
};
