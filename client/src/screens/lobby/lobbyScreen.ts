/**
 * The lobby (`/`): your name (remembered), the New table form and the list of public tables.
 * Joining or watching a listed table opens it at `/t/<roomId>`.
 */
import { handOff, navigate, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { fetchRulesets } from "../../net/api";
import { renameIdentity } from "../../net/player";
import { cleanName, NAME_MAX, rememberName, storedName } from "../../net/profile";
import { el, replaceChildren } from "../../ui/dom";
import { toast } from "../../ui/toasts";
import { CreateForm } from "./createForm";
import { RoomsList } from "./roomsList";

export class LobbyScreen implements Screen {
  private readonly nameInput = el("input", {
    id: "player-name",
    class: "field-input",
    type: "text",
    maxlength: NAME_MAX,
    placeholder: "How others see you",
    autocomplete: "nickname",
    testid: "name-input",
  });
  private readonly rooms = new RoomsList((roomId, watch) => this.open(roomId, watch));
  private readonly form = new CreateForm(
    el("div", { class: "field" }, el("label", { class: "field-label", for: "player-name" }, "Your name"), this.nameInput),
    () => this.nameInput.value,
  );

  mount(root: HTMLElement): void {
    document.title = "Salon — card-game club";
    this.nameInput.value = storedName();
    this.nameInput.addEventListener("change", () => {
      const name = cleanName(this.nameInput.value);
      if (!name) return;
      rememberName(name);
      void renameIdentity(name);
    });
    this.nameInput.addEventListener("input", () => this.nameInput.classList.remove("field-missing"));
    const header = el(
      "header",
      { class: "lobby-header" },
      el("h1", { class: "brand brand-big" }, el("span", { class: "brand-mark" }), "Salon"),
      el("p", { class: "tagline" }, "An open card-game club. Start a table, invite a friend or a bot, and play."),
      el("a", { class: "btn", href: "/games", testid: "my-games", onclick: (e: Event) => (e.preventDefault(), navigate("/games")) }, "My games"),
    );
    replaceChildren(root, el("div", { class: "lobby" }, header, el("main", { class: "lobby-grid" }, this.form.element, this.rooms.element)));
    this.rooms.start();
    void this.loadRulesets();
  }

  unmount(): void {
    this.rooms.stop();
  }

  private async loadRulesets(): Promise<void> {
    try {
      const list = await fetchRulesets();
      this.form.setRulesets(list);
      this.rooms.setRulesets(list);
    } catch {
      this.form.setLoadError("Can't load the games from the server. Is it running? Reload to try again.");
    }
  }

  private open(roomId: string, watch: boolean): void {
    const name = cleanName(this.nameInput.value);
    if (!name) {
      this.nameInput.classList.add("field-missing");
      this.nameInput.focus();
      toast(watch ? "Pick a name before you watch." : "Pick a name before you sit down.", "info");
      return;
    }
    rememberName(name);
    handOff(roomId, { intent: watch ? "watch" : "join" });
    navigate(tablePath(roomId));
  }
}
