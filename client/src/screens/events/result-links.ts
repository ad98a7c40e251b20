/**
 * An event's results to download (docs/events.md, "Results"): PBN with the score table for bridge pairs, CSV
 * standings for every event. Shown on the event page and, for every event this browser played or directed,
 * on My games. Small on purpose: My games imports it without the event page's chunk.
 */
import { navigate } from "../../app/router";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";

export function resultLinks(id: string, game: string): HTMLElement {
  const base = `/api/events/${encodeURIComponent(id)}/results`;
  return el(
    "p",
    { class: "event-downloads", testid: "event-downloads" },
    t("events.downloads"),
    " ",
    ...(game === "bridge"
      ? [el("a", { class: "btn", href: `${base}.pbn`, download: `event-${id}.pbn`, testid: "event-pbn" }, t("events.downloadPbn")), " "]
      : []),
    el("a", { class: "btn", href: `${base}.csv`, download: `event-${id}.csv`, testid: "event-csv" }, t("events.downloadCsv")),
  );
}

/** The events this browser holds a token of (registered, substituted in, or directed): ids from localStorage. */
function heldEvents(): string[] {
  const ids: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const m = /^salon\.event\.([A-Za-z0-9]{1,32})$/.exec(localStorage.key(i) ?? "");
    if (m) ids.push(m[1]);
  }
  return ids;
}

/**
 * My games' club evenings: each event this browser took part in, with its link and its downloads. Empty (and
 * hidden) when there are none; an event the server no longer knows is left out.
 */
export function myEventsPanel(): HTMLElement {
  const list = el("ul", { testid: "my-events-list" });
  const panel = el("section", { class: "panel", testid: "my-events", hidden: true }, el("h2", {}, t("events.myEventsTitle")), list);
  for (const id of heldEvents()) {
    void fetch(`/api/events/${encodeURIComponent(id)}`, { cache: "no-store", headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ id: string; name: string; game: string; status: string }>) : null))
      .then((ev) => {
        if (!ev) return;
        panel.hidden = false;
        list.append(
          el(
            "li",
            { "data-event": ev.id },
            el(
              "a",
              {
                href: `/e/${encodeURIComponent(ev.id)}`,
                testid: "my-event-link",
                onclick: (e: Event) => (e.preventDefault(), navigate(`/e/${encodeURIComponent(ev.id)}`)),
              },
              ev.name,
            ),
            " ",
            ...(ev.status === "registering" ? [] : [resultLinks(ev.id, ev.game)]),
          ),
        );
      })
      .catch(() => undefined);
  }
  return panel;
}
