extension BrowserAssets {
    /// Navigation and posts in place, the search sent as it is typed, and live updates (Server-Sent Events).
    ///
    /// Without it, every page still works by its links and forms.
    static let script = """
        "use strict";
        (() => {
          let events = null;
          let searching = Promise.resolve();
          const screen = () => document.getElementById("screen");
          const here = () => location.pathname + location.search;

          function listen() {
            if (events) { events.close(); events = null; }
            const address = screen()?.dataset.events;
            if (!address) return;
            events = new EventSource(address);
            events.addEventListener("parts", (message) => apply(JSON.parse(message.data)));
          }

          function apply(update) {
            for (const [id, part] of Object.entries(update.parts)) {
              const element = document.getElementById(id);
              if (!element || element.dataset.v === part.version) continue;
              if (element.contains(document.activeElement) && document.activeElement.matches("input")) continue;
              element.innerHTML = part.html;
              element.dataset.v = part.version;
            }
            document.title = update.title;
            if (update.address !== here()) history.replaceState(null, "", update.address);
            screen().dataset.address = update.address;
          }

          async function go(address, push) {
            screen()?.classList.add("leaving");
            try {
              const response = await fetch(address, { headers: { "X-Requested-With": "navigation" } });
              show(await response.text(), response.url, push);
            } catch {
              location.assign(address);
            }
          }

          function show(html, address, push) {
            const next = new DOMParser().parseFromString(html, "text/html");
            if (!next.getElementById("screen")) { location.assign(address); return; }
            document.body.replaceWith(document.adoptNode(next.body));
            document.title = next.title;
            if (push) history.pushState(null, "", address); else history.replaceState(null, "", address);
            window.scrollTo(0, 0);
            listen();
          }

          function toast(text) {
            let note = document.getElementById("toast");
            if (!note) {
              note = document.createElement("p");
              note.id = "toast";
              note.setAttribute("role", "status");
              document.body.append(note);
            }
            note.textContent = text || "";
            clearTimeout(toast.timer);
            toast.timer = setTimeout(() => { note.textContent = ""; }, 4000);
          }

          function post(address, body) {
            return fetch(address, { method: "POST", body, headers: { "X-Requested-With": "fetch" } });
          }

          document.addEventListener("click", (event) => {
            const link = event.target.closest("a[href]");
            if (!link || event.defaultPrevented || event.button !== 0) return;
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            const address = new URL(link.href, location.href);
            if (address.origin !== location.origin || address.pathname.startsWith("/-/")) return;
            event.preventDefault();
            go(address.pathname + address.search, true);
          });

          window.addEventListener("popstate", () => go(here(), false));

          document.addEventListener("submit", async (event) => {
            const form = event.target;
            event.preventDefault();
            const fields = new URLSearchParams(new FormData(form, event.submitter));
            if (form.method === "get") {
              for (const [name, value] of [...fields]) if (!value) fields.delete(name);
              const query = fields.toString();
              go(new URL(form.action).pathname + (query ? "?" + query : ""), true);
              return;
            }
            const response = await post(form.action, fields);
            if (response.redirected) { go(new URL(response.url).pathname + new URL(response.url).search, true); return; }
            if ((response.headers.get("Content-Type") || "").startsWith("application/json")) {
              const result = await response.json();
              toast(result.error || result.message);
            }
          });

          document.addEventListener("input", (event) => {
            const input = event.target;
            if (!input.matches("input[data-search]")) return;
            const fields = new URLSearchParams({ screen: screen().dataset.screen, command: "search", text: input.value });
            searching = searching.then(() => post("/-/command", fields)).catch(() => {});
          });

          listen();
        })();
        """
}
