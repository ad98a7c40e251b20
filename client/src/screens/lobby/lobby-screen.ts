/**
 * The lobby (`/`): your name (remembered), the New table form and the list of public tables.
 * Joining or watching a listed table opens it at `/t/<roomId>`.
 */
import { handOff, navigate, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { fetchRulesets, type Pending } from "../../net/api";
import type { RoomListing, RulesetInfo } from "../../net/types";
import { renameIdentity } from "../../net/player";
import { cleanName, NAME_MAX, rememberName, storedName } from "../../net/profile";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { languagePicker } from "../../ui/language-picker";
import { settingsButton } from "../../ui/settings-panel";
import { toast } from "../../ui/toasts";
import { CreateForm } from "./create-form";
import { RoomsList } from "./rooms-list";

export class LobbyScreen implements Screen {
  private readonly nameInput = el("input", {
    id: "player-name",
    class: "field-input",
    type: "text",
    maxlength: NAME_MAX,
    placeholder: t("lobby.namePlaceholder"),
    autocomplete: "nickname",
    testid: "name-input",
  });
  private readonly rooms = new RoomsList((roomId, watch) => this.open(roomId, watch));
  private readonly form = new CreateForm(
    el("div", { class: "field" }, el("label", { class: "field-label", for: "player-name" }, t("lobby.yourName")), this.nameInput),
    () => this.nameInput.value,
  );

  /** `first`: the answers main.ts asked for while this screen's words loaded; drawn at once if they are in. */
  constructor(private readonly first?: { rulesets: Pending<RulesetInfo[]>; rooms: Pending<RoomListing[]> }) {}

  mount(root: HTMLElement): void {
    document.title = t("lobby.title");
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
      el("p", { class: "tagline" }, t("lobby.tagline")),
      el("a", { class: "btn", href: "/games", testid: "my-games", onclick: (e: Event) => (e.preventDefault(), navigate("/games")) }, t("lobby.myGames")),
      el("a", { class: "btn", href: "/e/", testid: "event-new", onclick: (e: Event) => (e.preventDefault(), navigate("/e/")) }, t("events.lobbyLink")),
      settingsButton(),
      languagePicker(),
    );
    // What has come already is filled in before the page is attached: the browser lays it out once.
    const rulesets = this.first?.rulesets;
    if (rulesets?.value) this.showRulesets(rulesets.value);
    else void this.loadRulesets(rulesets?.promise);
    this.rooms.start(this.first?.rooms);
    replaceChildren(root, el("div", { class: "lobby" }, header, el("main", { class: "lobby-grid" }, this.form.element, this.rooms.element)));
  }

  unmount(): void {
    this.rooms.stop();
  }

  private showRulesets(list: RulesetInfo[]): void {
    this.form.setRulesets(list);
    this.rooms.setRulesets(list);
  }

  private async loadRulesets(asked?: Promise<RulesetInfo[]>): Promise<void> {
    try {
      this.showRulesets(await (asked ?? fetchRulesets()).catch(() => fetchRulesets()));
    } catch {
      this.form.setLoadError(t("lobby.loadError"));
    }
  }

  private open(roomId: string, watch: boolean): void {
    const name = cleanName(this.nameInput.value);
    if (!name) {
      this.nameInput.classList.add("field-missing");
      this.nameInput.focus();
      toast(watch ? t("lobby.nameBeforeWatch") : t("lobby.nameBeforeSit"), "info");
      return;
    }
    rememberName(name);
    handOff(roomId, { intent: watch ? "watch" : "join" });
    navigate(tablePath(roomId));
  }
}
