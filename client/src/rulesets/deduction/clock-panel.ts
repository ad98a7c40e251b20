/**
 * The moderator's day tools for time: a local stopwatch / countdown (Start, Pause, Reset, presets — it
 * lives in this browser and changes nothing in the game), and, in automatic mode, the server's
 * `deadline` for the current step counting down.
 */
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { clockText } from "./view";

const PRESETS = [1, 2, 3, 5];

export class ClockPanel {
  readonly element = el("section", { class: "dd-card dd-clock", testid: "timer" });
  private readonly display = el("span", { class: "dd-clock-time", testid: "timer-display" }, "0:00");
  private readonly mode = el("span", { class: "muted dd-small" }, t("deduction.stopwatchMode"));
  private readonly startButton = el("button", { class: "btn btn-primary btn-small", type: "button", testid: "timer-start" }, t("deduction.start"));
  private readonly deadlineBox = el("p", { class: "dd-deadline", testid: "deadline", hidden: true });
  /** Countdown length (ms), 0 for a stopwatch. */
  private length = 0;
  private elapsed = 0;
  private startedAt = 0;
  private deadline = 0;
  private readonly tick: number;

  constructor() {
    this.startButton.addEventListener("click", () => (this.startedAt ? this.pause() : this.start()));
    const reset = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: "timer-reset" }, t("deduction.reset"));
    reset.addEventListener("click", () => this.reset(this.length));
    const presets = PRESETS.map((m) => {
      const b = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: `timer-${m}m` }, t("deduction.minutes", { n: m }));
      b.addEventListener("click", () => this.reset(m * 60_000));
      return b;
    });
    const watch = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: "timer-watch" }, t("deduction.stopwatch"));
    watch.addEventListener("click", () => this.reset(0));
    replaceChildren(
      this.element,
      el("h3", {}, t("deduction.timer")),
      el("div", { class: "dd-clock-row" }, this.display, this.mode, this.startButton, reset),
      el("div", { class: "dd-buttons dd-presets" }, ...presets, watch),
      this.deadlineBox,
    );
    this.tick = window.setInterval(() => this.draw(), 250);
  }

  /** The server's deadline for the current step (epoch ms, 0 = none). */
  setDeadline(deadline: number): void {
    this.deadline = deadline;
    this.draw();
  }

  destroy(): void {
    window.clearInterval(this.tick);
  }

  private running(): number {
    return this.elapsed + (this.startedAt ? Date.now() - this.startedAt : 0);
  }

  private start(): void {
    this.startedAt = Date.now();
    this.draw();
  }

  private pause(): void {
    this.elapsed = this.running();
    this.startedAt = 0;
    this.draw();
  }

  private reset(length: number): void {
    this.length = length;
    this.elapsed = 0;
    this.startedAt = 0;
    this.draw();
  }

  private draw(): void {
    const ran = this.running();
    const left = this.length - ran;
    this.display.textContent = this.length ? clockText(left) : clockText(ran);
    this.display.classList.toggle("dd-clock-over", this.length > 0 && left <= 0);
    this.mode.textContent = this.length ? t("deduction.countdown", { time: clockText(this.length) }) : t("deduction.stopwatchMode");
    this.startButton.textContent = t(this.startedAt ? "deduction.pause" : ran > 0 ? "deduction.resume" : "deduction.start");
    this.deadlineBox.hidden = this.deadline <= 0;
    if (this.deadline > 0) this.deadlineBox.textContent = t("deduction.closesIn", { time: clockText(this.deadline - Date.now()) });
  }
}
