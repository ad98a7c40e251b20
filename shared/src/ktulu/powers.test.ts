/** Every character's power (§2, §5 night table, §6) and every win condition (§7). */
import { ktulu } from "./index";
import { act, day, game, na, night, pass, refuse } from "./testkit";
import type { KtuluState } from "./types";

const text = (s: KtuluState) => s.log.map((l) => l.text).join("\n");
const privateTo = (s: KtuluState, x: number) =>
  s.log
    .filter((l) => l.to?.includes(x))
    .map((l) => l.text)
    .join("\n");

describe("Lucky Luke (§5 rows 1–5)", () => {
  // 0 sheriff, 1 townsman, 2 band leader, 3 bandit, 4 chief, 5 Luke, 6 tax collector
  const L = ["sheriff", "townsman", "bandLeader", "bandit", "chief", "luckyLuke", "taxCollector"];
  test("§5 Luke searches and takes it; the tax collector gets 'hidden'; Luke rides away on his next turn (§7 luke)", () => {
    let s = night(game(L), { "sheriff.jail": na("jail", 1) });
    s = day(s, [0, 1]);
    s = night(s, { "luke.search": na("search", 2), "sheriff.jail": na("jail", 1), "taxCollector.audit": na("audit"), "indians.kill": na("kill", 0) });
    expect(s.holder).toBe(5);
    expect(privateTo(s, 6)).toMatch(/The statuette: hidden/);
    expect(privateTo(s, 5)).toMatch(/held by seat 6/);
    expect(text(s)).toMatch(/from the Bandits to the Lucky Luke/);
    s = day(s, [1, 6]); // night 2 begins with Luke's ride
    expect(s.phase).toBe("over");
    expect(s.winner).toBe("luke");
  });

  test("§6.2 Luke's track redirects the statuette given to the tracked player; his kill is once only", () => {
    let s = night(game(L), { "sheriff.jail": na("jail", 1) });
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, { "luke.search": na("search", 0), "luke.kill": na("kill", 6), "luke.track": na("track", 3), "sheriff.jail": na("jail", 1), "bandits.keep": na("keep", 3), "indians.kill": na("kill", 0) });
    expect(s.holder).toBe(5);
    expect(s.status[6]).toBe("dead");
    s = day(s, [1, 4]);
    expect(s.winner).toBe("luke"); // he held it at his next turn
  });
});

describe("town powers", () => {
  test("§5 courtesan: she learns her client's character, he learns her seat", () => {
    const s = night(game(["sheriff", "courtesan", "townsman", "bandLeader", "chief"]), { "sheriff.jail": na("jail", 2), "courtesan.visit": na("visit", 4) });
    expect(privateTo(s, 1)).toMatch(/seat 5 is the Chief/);
    expect(privateTo(s, 4)).toMatch(/courtesan visited you: she is seat 2/);
    expect((ktulu.view(s, 4) as { seats: { role: string | null }[] }).seats[1].role).toBe("courtesan");
    expect((ktulu.view(s, 2) as { seats: { role: string | null }[] }).seats[1].role).toBeNull();
  });

  test("§6.3 roulette: a non-town target dies and the gambler points again; a town target kills the gambler", () => {
    const roles = ["gambler", "townsman", "bandLeader", "bandit", "chief", "indian", "townsman"];
    let s = night(game(roles));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 6) });
    s = day(s, [1, 3]);
    expect(s.cur!.id).toBe("gambler.roulette");
    s = act(s, 0, na("roulette", 2));
    expect(s.status[2]).toBe("dead");
    expect(s.holder).toBe(0); // the killer takes it
    expect(refuse(s, 0, pass)).toMatch(/does not fit/);
    s = act(s, 0, na("roulette", 1));
    expect(s.status[0]).toBe("dead");
    expect(s.holder).toBe(1);
    expect(refuse(s, 0, na("roulette", 3))).toMatch(/nothing to do|not your turn/);
  });

  test("§5 executioner kills once; eagle eye / tax collector learn the holder; drunk judge drinks twice", () => {
    const roles = ["executioner", "drunkJudge", "taxCollector", "bandLeader", "chief", "eagleEye", "townsman"];
    let s = night(game(roles));
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, { "drunkJudge.drink": na("drink", 6), "taxCollector.audit": na("audit"), "executioner.kill": na("kill", 6), "indians.kill": na("kill", 1), "eagleEye.look": na("look") });
    expect(privateTo(s, 2)).toMatch(/The statuette: seat 4/);
    expect(privateTo(s, 5)).toMatch(/The statuette: seat 4/);
    expect(s.status[6]).toBe("dead");
    expect(s.status[1]).toBe("dead");
    expect(text(s)).toMatch(/drunk judge got seat 7 drunk/);
    s = day(s, [0, 2]);
    expect(s.cur?.id).not.toBe("executioner.kill");
  });

  test("§5 doctor by day: revives a duelist who was to die (§6.10 doctor window)", () => {
    const roles = ["doctor", "townsman", "townsman", "bandLeader", "chief", "indian"];
    let s = night(game(roles));
    s = act(s, 1, { type: "challenge", target: 2 }); // no sheriff: accepted at once
    for (const x of [0, 3, 4, 5]) s = act(s, x, { type: "vote", target: 2 });
    expect(s.cur!.id).toBe("duel.doctor");
    s = act(s, 0, { type: "revive", target: 2 });
    expect(s.status[2]).toBe("alive");
    expect(text(s)).toMatch(/doctor revives seat 3/);
  });

  test("§5 mayor and insurance agent may reveal by day", () => {
    let s = night(game(["mayor", "insuranceAgent", "townsman", "bandLeader", "chief"]));
    s = act(s, 1, { type: "reveal" });
    expect((ktulu.view(s, "spectator") as { seats: { role: string | null; marks: string[] }[] }).seats[1]).toMatchObject({
      role: "insuranceAgent",
      marks: ["revealed"],
    });
    expect(refuse(s, 2, { type: "reveal" })).toMatch(/does not fit/);
  });
});

describe("bandits", () => {
  const B = ["townsman", "townsman", "bandLeader", "thief", "cardSharp", "chief", "indian"];
  test("§5 rob (only while they lack it), thief's steal, card sharp's play (sleep + take, announced)", () => {
    let s = night(game(B));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 2), "indians.kill2": na("kill", 0) }, "indians.keep");
    expect(s.holder).toBe(5);
    s = night(s, {});
    s = day(s, [1, 3]);
    expect(s.cur!.id).toBe("bandits.rob");
    s = act(s, 3, na("rob", 6));
    s = act(s, 4, na("rob", 6));
    expect(s.cur!.id).toBe("thief.steal");
    s = act(s, 3, pass);
    s = act(s, 4, na("play", 5));
    expect(s.holder).toBe(4);
    expect(s.asleep).toContain(5);
    s = night(s, { "indians.kill": na("kill", 1) });
    expect(text(s)).toMatch(/The card sharp played the statuette's holder/);
    expect(s.cur?.id === "indians.kill2").toBe(false);
  });

  test("§7 bandits: holding it at a dawn after night ≥ shipNight wins", () => {
    let s = night(game(["townsman", "townsman", "bandLeader", "chief", "indian"], { shipNight: 1 }));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 0) });
    expect(s.winner).toBe("bandits");
  });
});

describe("Indians", () => {
  test("§5 shaman's trance, shamaness' poison (dies next day), warrior's extra kill, burning rage after a gain, lone coyote", () => {
    const roles = ["townsman", "townsman", "bandLeader", "bandit", "chief", "shaman", "warrior", "burningRage", "townsman", "townsman"];
    let s = night(game(roles));
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, {
      "indians.kill": na("kill", 2), "indians.kill2": na("kill", 0), "warrior.kill": na("kill", 1), "burningRage.kill": na("kill", 8),
      "shaman.trance": na("trance", 3),
    });
    expect([0, 1, 2, 8].map((x) => s.status[x])).toEqual(["dead", "dead", "dead", "dead"]);
    expect(privateTo(s, 5)).toMatch(/seat 4 is the Bandit/i);
    const coyote = ["townsman", "townsman", "bandLeader", "chief", "loneCoyote", "sheriff"];
    let c = night(game(coyote), { "sheriff.jail": na("jail", 3) });
    c = day(c, [0, 1]);
    c = night(c, { "sheriff.jail": na("jail", 3), "indians.kill": na("kill", 1) }, "loneCoyote.kill");
    c = act(c, 4, na("kill", 0));
    expect(c.status[0]).toBe("dead");
  });

  test("§6.6 silent foot plants (not told, not announced, no dawn win), a search finds it there, retrieve on a later night", () => {
    const roles = ["townsman", "townsman", "bandLeader", "chief", "silentFoot", "townsman", "townsman", "townsman", "townsman"];
    let s = night(game(roles));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 2), "indians.kill2": na("kill", 0), "indians.keep": na("keep", 4) });
    expect(s.holder).toBe(4);
    s = day(s, [1, 5]);
    s = night(s, { "indians.kill": na("kill", 1), "indians.kill2": na("kill", 7), "silentFoot.plant": na("plant", 6) });
    expect(s.phase).toBe("day"); // a planted statuette wins nothing at dawn
    expect(s.holder).toBe(6);
    expect(s.shown).toBe("indians");
    const v6 = ktulu.view(s, 6) as { seats: { marks: string[] }[] };
    expect(v6.seats[6].marks).not.toContain("statuette");
    expect((ktulu.view(s, 4) as { seats: { marks: string[] }[] }).seats[6].marks).toContain("statuette");
    expect((ktulu.view(s, 3) as { seats: { marks: string[] }[] }).seats.some((x) => x.marks.includes("statuette"))).toBe(false);
    const found = day(s, [6, 5]);
    expect(found.winner).toBe("town");
    s = day(s, [5, 3]);
    s = night(s, { "indians.kill": na("kill", 5), "indians.kill2": na("kill", 8), "silentFoot.retrieve": na("retrieve") });
    expect(s.holder).toBe(4);
    expect(s.planted).toBeNull();
  });

  test("§7 Indians: only Indians alive at dawn", () => {
    let s = night(game(["townsman", "bandLeader", "chief", "indian", "indian"]));
    s = day(s, [0, 2]);
    s = night(s, { "indians.kill": na("kill", 1), "indians.kill2": na("kill", 0) });
    expect(s.winner).toBe("indians");
  });
});

describe("UFOs", () => {
  const U = ["townsman", "bandLeader", "chief", "greatUfo", "detector", "mindEater", "purpleSucker", "greenTentacle"];
  test("§6.5 the detector's arcs (fromYou / toYou), the mind eater reads, the sucker steals, the tentacle kills", () => {
    let s = night(game(U));
    s = day(s, [0, 2]);
    // prettier-ignore
    s = night(s, { "indians.kill": na("kill", 0), "ufos.search": na("search", 2), "detector.detect": na("detect", 5), "mindEater.read": na("read", 2) }, "greenTentacle.kill");
    s = act(s, 7, na("kill", 2));
    expect(s.status[2]).toBe("dead");
    s = act(s, 6, pass);
    s = act(s, 4, na("detect", 3));
    // detector at index 4, holder index 1: strictly between 4 and 3 clockwise (5,6,7,0,1,2) → "fromYou"
    expect(privateTo(s, 4)).toMatch(/between you and seat 4 \(fromYou\)/);
    s = act(s, 5, na("read", 1));
    expect(privateTo(s, 5)).toMatch(/seat 2 is the Band leader/i);
  });

  test("§7 UFOs: the third signal wins", () => {
    let s = night(game(["townsman", "bandLeader", "chief", "greatUfo", "ufo", "townsman", "townsman"]));
    s = day(s, [0, 5]);
    s = night(s, { "indians.kill": na("kill", 0), "ufos.search": na("search", 1) });
    expect(s.holder).toBe(3);
    expect(s.signals).toBe(1);
    s = day(s, [5, 6]);
    s = night(s, { "indians.kill": na("kill", 5), "ufos.search": na("search", 6) });
    s = day(s, [6, 2]);
    s = night(s, { "indians.kill": na("kill", 6), "ufos.search": na("search", 2) });
    expect(s.winner).toBe("ufos");
  });
});

describe("Runaways (§6.7)", () => {
  test("§6.7 search, master, cleaner; scraping makes an escape due; the escaper's statuette passes on; the last escape wins", () => {
    const roles = ["sheriff", "townsman", "bandLeader", "chief", "bondsman", "cleaner", "townsman"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 1) });
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, {
      "sheriff.jail": na("jail", 1), "indians.kill": na("kill", 6), "runaways.search": na("search", 2), "bondsman.master": na("master", 0),
      "cleaner.clean": { type: "nightAction", power: "clean", targets: [0, 1] },
    });
    expect(s.holder).toBe(4);
    expect(privateTo(s, 4)).toMatch(/seat 1 is the Sheriff/i);
    expect(privateTo(s, 5)).toMatch(/none of seat 1, seat 2 hold/);
    expect(s.escapeDue).toBe(true);
    s = day(s, [1, 3]);
    // prettier-ignore
    s = night(s, { "sheriff.jail": na("jail", 1), "indians.kill": na("kill", 0), "runaways.escape": na("escape", 4), "runaways.search": na("search", 1), "cleaner.clean": { type: "nightAction", power: "clean", targets: [1] } });
    expect(s.status[4]).toBe("escaped");
    expect(s.holder).toBe(5);
    expect(text(s)).toMatch(/seat 5 escaped/i);
    s = day(s, [1, 3]);
    s = night(s, { "indians.kill": na("kill", 1), "runaways.escape": na("escape", 5) });
    expect(s.winner).toBe("runaways");
  });

  test("§5 the bondsman steals from tonight's master (twice a game)", () => {
    const roles = ["townsman", "townsman", "bandLeader", "chief", "bondsman", "runaway", "townsman"];
    let s = night(game(roles));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 6), "runaways.search": na("search", 0), "bondsman.master": na("master", 2), "bondsman.steal": na("steal") });
    expect(s.holder).toBe(4);
    expect(s.uses["bondsman.steal"]).toBe(1);
  });
});

describe("gods (§6.4, rolls from the deal)", () => {
  test("§6.4 a successful shot at the holder hits and takes; the third hit wins; a misfire is a kill attempt", () => {
    const roles = ["sheriff", "townsman", "bandLeader", "chief", "kaszabara", "god", "townsman", "townsman"];
    // rolls: night 1 shot ✓ possession ✗; night 2 shot ✗ (misfire) possession ✗; night 3 shot ✓; night 4 shot ✓
    let s = night(game(roles, {}, [true, false, false, false, true, false, true]), { "sheriff.jail": na("jail", 1) });
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, { "sheriff.jail": na("jail", 1), "indians.kill": na("kill", 7), "gods.shoot": na("shoot", 2, { take: true }), "kaszabara.possess": na("possess", 1) });
    expect(s.hits).toBe(1);
    expect(s.holder).toBe(4);
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, { "sheriff.jail": na("jail", 1), "indians.kill": na("kill", 0), "gods.shoot": na("shoot", 6, { take: false }), "kaszabara.possess": na("possess", 1) });
    expect(s.status[6]).toBe("dead");
    s = day(s, [1, 3]);
    s = night(s, { "indians.kill": na("kill", 1), "gods.shoot": na("shoot", 4, { take: false }), "kaszabara.possess": na("possess", 3) });
    expect(s.hits).toBe(2);
    s = day(s, [3, 5]);
    s = night(s, { "indians.kill": na("kill", 2 === 2 ? 5 : 5), "gods.shoot": na("shoot", 4, { take: false }) });
    expect(s.winner).toBe("gods");
    expect(ktulu.deals(s)[0]).toMatchObject({ rolls: [true, false, false, false, true, false, true] });
  });

  test("§6.4 Kaszabara's possession redirects the statuette given to X; Banner's nightmare; Nameless shoots once and gives it away", () => {
    const roles = ["townsman", "townsman", "bandLeader", "bandit", "chief", "kaszabara", "banner", "nameless"];
    let s = night(game(roles, {}, [false, true, true]));
    s = day(s, [0, 1]);
    // prettier-ignore
    s = night(s, { "indians.kill": na("kill", 0), "gods.shoot": na("shoot", 1, { take: false }), "kaszabara.possess": na("possess", 3), "banner.interrogate": na("interrogate", 4) }, "banner.answer");
    expect(s.status[1]).toBe("dead"); // the misfire killed seat 2
    expect(privateTo(s, 4)).toMatch(/Banner \(seat 7\) interrogates you/);
    s = act(s, 4, na("answer", undefined, { cooperate: false }));
    expect(s.status[4]).toBe("dead");
    s = night(s, {});
    s = day(s, [3, 6]);
    s = night(s, { "bandits.keep": na("keep", 3), "gods.shoot": na("shoot", 2, { take: true }), "kaszabara.possess": na("possess", 2) }, "nameless.shoot");
    expect(s.holder).toBe(5); // kept to seat 4 (possessed) → Kaszabara
    s = act(s, 7, pass);
    expect(refuse(s, 5, na("gift", 0))).toBeTruthy();
  });

  test("§5 Nameless gives the statuette away: the receiver is told", () => {
    const roles = ["townsman", "townsman", "bandLeader", "chief", "nameless", "townsman"];
    let s = night(game(roles, {}, [true]));
    s = day(s, [0, 1]);
    s = night(s, { "indians.kill": na("kill", 0), "gods.shoot": na("shoot", 2, { take: true }) }, "nameless.gift");
    expect(s.holder).toBe(4);
    s = act(s, 4, na("gift", 3));
    expect(s.holder).toBe(3);
    expect(privateTo(s, 3)).toMatch(/You were given the statuette/);
  });
});
