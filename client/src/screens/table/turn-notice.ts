/**
 * "Your turn", noticed (issue 15): when it becomes my turn while the tab is hidden, the page title changes
 * ("● Your turn — Salon") and a short sound plays; the sound has a visible switch, remembered; browser
 * notifications come only after the player allows them. The title comes back when the tab is looked at.
 */
import type { TableSnapshot } from "../../net/snapshot";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { setIconButton } from "../../ui/icons";

const SOUND_KEY = "salon.sound";
const NOTIFY_KEY = "salon.notify";
/** The page title while it is my turn and the tab is hidden. */
export const turnTitle = () => t("turn.title");

function stored(key: string, fallback: boolean): boolean {
  try {
    const v = localStorage.getItem(key);
    return v === null ? fallback : v === "on";
  } catch {
    return fallback;
  }
}

function store(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? "on" : "off");
  } catch {
    /* private mode */
  }
}

/** Whether this viewer has something to do now (a legal move, or a decision it owes). */
export function myTurn(s: TableSnapshot): boolean {
  const legal = s.view?.legal;
  return s.status === "playing" && s.you?.role === "player" && Array.isArray(legal) && legal.length > 0;
}

export class TurnNotice {
  readonly element = el("span", { class: "turn-notice" });
  private readonly soundButton = el("button", { class: "btn btn-small btn-quiet", testid: "sound-toggle", "aria-pressed": "true" });
  private readonly notifyButton = el("button", { class: "btn btn-small btn-quiet", testid: "notify-button" });
  private sound = stored(SOUND_KEY, true);
  private wasMine = false;
  /** The title says "your turn": it became my turn while the tab was hidden, and still is. */
  private noticing = false;
  private baseTitle = document.title;
  private audio: AudioContext | null = null;
  private readonly onVisible = () => {
    if (document.hidden) return;
    this.noticing = false;
    if (document.title === turnTitle()) document.title = this.baseTitle;
  };

  constructor() {
    this.soundButton.addEventListener("click", () => {
      this.sound = !this.sound;
      store(SOUND_KEY, this.sound);
      this.drawButtons();
    });
    this.notifyButton.addEventListener("click", () => void this.askNotifications());
    document.addEventListener("visibilitychange", this.onVisible);
    setIconButton(this.notifyButton, "bell", t("turn.notify"));
    this.element.append(this.soundButton, this.notifyButton);
    this.drawButtons();
  }

  /**
   * Call on every snapshot (after the top bar set the table's title): notices the moment it becomes my turn,
   * and keeps the title saying so through later snapshots of the same turn (a clock, a seat's connection).
   */
  update(s: TableSnapshot, title: string): void {
    this.baseTitle = title;
    const mine = myTurn(s);
    if (!mine) this.noticing = false;
    if (mine && !this.wasMine && document.hidden) {
      this.noticing = true;
      if (this.sound) this.beep();
      if (stored(NOTIFY_KEY, false) && typeof Notification !== "undefined" && Notification.permission === "granted") {
        new Notification(t("turn.notifyTitle"), { body: t("turn.notifyBody", { table: s.tableName }), tag: "salon-turn" });
      }
    }
    if (this.noticing) document.title = turnTitle();
    else if (document.title === turnTitle()) document.title = this.baseTitle;
    this.wasMine = mine;
  }

  destroy(): void {
    document.removeEventListener("visibilitychange", this.onVisible);
    void this.audio?.close();
  }

  private drawButtons(): void {
    setIconButton(this.soundButton, this.sound ? "soundOn" : "soundOff", this.sound ? t("turn.soundOn") : t("turn.soundOff"));
    this.soundButton.setAttribute("aria-pressed", String(this.sound));
    const granted = typeof Notification !== "undefined" && Notification.permission === "granted" && stored(NOTIFY_KEY, false);
    this.notifyButton.hidden = typeof Notification === "undefined" || granted;
  }

  private async askNotifications(): Promise<void> {
    if (typeof Notification === "undefined") return;
    const answer = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    store(NOTIFY_KEY, answer === "granted");
    this.drawButtons();
  }

  /** Two short soft tones (no audio file to fetch). */
  private beep(): void {
    try {
      this.audio ??= new AudioContext();
      const ctx = this.audio;
      for (const [at, freq] of [
        [0, 660],
        [0.16, 880],
      ] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, ctx.currentTime + at);
        gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + 0.14);
        osc.connect(gain).connect(ctx.destination);
        osc.start(ctx.currentTime + at);
        osc.stop(ctx.currentTime + at + 0.15);
      }
    } catch {
      /* no audio here */
    }
  }
}
