extension BrowserAssets {
    /// A grid of cards (two columns on a phone, more on a wide window), light and dark, with a short fade.
    static let style = """
        :root {
          --bg: #f5f6f8; --fg: #15171c; --muted: #5b6270; --card: #ffffff; --line: #dde1e7;
          --accent: #0a7458; --star: #c98a00; --error: #b3261e;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #101216; --fg: #e8eaef; --muted: #9ea6b4; --card: #1b1e25; --line: #2d323c;
            --accent: #4fd1a1; --star: #ffc94d; --error: #ff8a80;
          }
        }
        * { box-sizing: border-box; }
        html { color-scheme: light dark; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        }
        a { color: var(--accent); }
        .bar {
          position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.25rem;
          padding: .6rem 12px; background: var(--card); border-bottom: 1px solid var(--line);
        }
        .bar .brand { font-weight: 700; color: var(--fg); text-decoration: none; }
        .bar nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        .bar nav a { text-decoration: none; }
        .bar nav a[aria-current="page"] { font-weight: 700; text-decoration: underline; }
        main { max-width: 1400px; margin: 0 auto; padding: 1rem 12px 2rem; animation: fade .18s ease-out; }
        main.leaving { opacity: .5; transition: opacity .12s; }
        @keyframes fade { from { opacity: .35; } to { opacity: 1; } }
        h1 { margin: .25rem 0; font-size: 1.6rem; }
        h2 { margin: 1.5rem 0 .5rem; font-size: 1.15rem; }
        .subtitle { margin: 0 0 .75rem; color: var(--muted); }
        .state.loading, .empty, .hidden-rows { color: var(--muted); }
        .state.error {
          padding: .5rem 1rem; border: 1px solid var(--error); border-radius: 10px; color: var(--error);
        }
        .notice { margin: .5rem 0; padding-left: .75rem; border-left: 4px solid var(--accent); color: var(--muted); }
        .filters { display: flex; flex-wrap: wrap; align-items: end; gap: .5rem 1rem; margin: .5rem 0 1rem; }
        .filters label { display: flex; flex-direction: column; gap: .2rem; font-size: .8rem; color: var(--muted); }
        input, select, button {
          font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--line); border-radius: 8px;
          padding: .35rem .6rem;
        }
        button { cursor: pointer; }
        form { margin: 0; }
        .cards {
          display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px;
          margin: 0; padding: 0; list-style: none;
        }
        .card {
          display: flex; flex-direction: column; overflow: hidden; background: var(--card); border: 1px solid var(--line);
          border-radius: 12px;
        }
        .card > a, .card > div:first-child {
          display: flex; flex: 1; flex-direction: column; padding-bottom: .5rem; color: inherit; text-decoration: none;
        }
        .card img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; background: var(--line); }
        .card .title { padding: .5rem .65rem 0; font-weight: 600; }
        .card .detail { padding: 0 .65rem; color: var(--muted); font-size: .875rem; }
        .card .actions { padding: 0 .65rem .5rem; }
        .actions { display: flex; gap: .5rem; margin-top: .75rem; }
        .action button { padding: .2rem .55rem; border-radius: 999px; color: var(--star); font-size: 1.15rem; line-height: 1.2; }
        article.item { display: grid; grid-template-columns: minmax(0, 300px) 1fr; gap: 1.25rem; align-items: start; }
        @media (max-width: 600px) { article.item { grid-template-columns: 1fr; } }
        .avatar { width: 100%; height: auto; border-radius: 12px; background: var(--line); }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; margin: 0; }
        dt { color: var(--muted); }
        dd { margin: 0; }
        .pager { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; margin: 1.25rem 0; }
        .page-link[aria-disabled] { color: var(--muted); }
        #toast {
          position: fixed; bottom: 1rem; left: 50%; transform: translateX(-50%); margin: 0; padding: .5rem 1rem;
          border-radius: 8px; background: var(--fg); color: var(--bg);
        }
        #toast:empty { display: none; }
        """
}
