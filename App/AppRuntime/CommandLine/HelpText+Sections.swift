import HeadlessHost

extension HelpText {
    var usage: String {
        [
            "\(program) \(AppVersion.number): browse the Rick and Morty API headlessly, as text or JSON.", "", "USAGE",
            Self.row("\(program) [OPTIONS]", "boot the embedded replica and run the default demo"),
            Self.row("\(program) [OPTIONS] COMMAND [ARGS]", "options may come before or after the command"),
        ].joined(separator: "\n")
    }

    /// The COMMANDS section: each feature's commands (from its manifest), then the App's own.
    var commands: String {
        let demos = demoNames.isEmpty ? "" : " (\(demoNames.joined(separator: ", ")))"
        let n = CrawlOptions.defaultConcurrency
        let workers = CrawlOptions.concurrencyRange
        let ports = ServeOptions.portRange
        let features =
            manifests.flatMap(\.commands).map { Self.row($0.synopsis, $0.summary) }
            + manifests.flatMap(\.actions).map { Self.row($0.synopsis, $0.summary) }
        let app = [
            Self.row("demo NAME|FILE", "run a bundled demo\(demos) or a script file"),
            Self.row("shell", "read script commands from standard input ('help', 'quit')"),
            Self.row(
                "serve [--port P] [--dataset DIR] [--faults SPEC]",
                "run the embedded replica until interrupted (P \(ports.lowerBound)...\(ports.upperBound), 0: any)"),
            Self.row(
                "crawl [--images] [--concurrency N]",
                "fetch all pages (and images) into the cache; N \(workers.lowerBound)...\(workers.upperBound), "
                    + "default \(n)"),
            Self.row("cache stats|verify|clear", "show, check or empty the on-disk cache"),
        ]
        return (["COMMANDS"] + features + app).joined(separator: "\n")
    }

    /// One help row: the synopsis, then the summary in a column (on the next line when the synopsis is long).
    static func row(_ synopsis: String, _ summary: String) -> String {
        let column = 31
        let head = "  \(synopsis)"
        guard head.count < column else { return head + "\n" + String(repeating: " ", count: column) + summary }
        return head.padding(toLength: column, withPad: " ", startingAt: 0) + summary
    }

    /// The OPTIONS section: the App's own global options, then the ones each feature declares.
    var options: String {
        let app = [
            ("--api URL", "browse a compatible http(s) server, such as https://rickandmortyapi.com/api"),
            ("--dataset DIR", "let the embedded replica serve the dataset in DIR"),
            ("--cache-dir DIR", "keep the on-disk cache in DIR"),
            ("--no-cache", "keep nothing on disk"),
            ("--data-dir DIR", "keep the user's data (never evicted, not the cache) in DIR"),
            ("--json", "print the same screens as JSON, one object a line"),
            ("--events FILE", "write tracked events to FILE"),
            ("--verbose", "log more on stderr"),
        ]
        let fixtures =
            hasFixtures ? [("--fixtures", "run on the preview's fixtures, with no server and no socket")] : []
        let features = manifests.flatMap(\.options).map { ($0.usage, $0.summary) }
        let help = [("-h, --help", "show this help"), ("--version", "show the version")]
        let rows = (app + fixtures + features + help).map {
            "  " + $0.0.padding(toLength: 19, withPad: " ", startingAt: 0) + "  " + $0.1
        }
        return (["OPTIONS"] + rows).joined(separator: "\n")
    }

    static let scriptLanguageHeading =
        "SCRIPT LANGUAGE (demo files and shell: one command a line, '#' comment lines, blank lines ignored)"

    static let scriptVerbs = [
        row("COMMAND [...]", "any command above that shows a screen, shown alone (such as 'episode 3')"),
        row("next, prev", "the next or previous page"),
        row("refresh", "reload, bypassing fresh cached data"),
        row("more", "append the next page"),
        row("open ID", "open the item with this id on top of the current screen"),
        row("open WORD", "open what the screen names by a word, such as a character's origin or location"),
        row("back", "close the screen on top"),
        row("search TEXT", "search by name; an empty TEXT clears the search"),
        row("filter KEY=VALUE", "narrow by a filter, combined with the search; an empty VALUE removes it"),
        row("retry", "repeat the load that failed"),
        row("wait MS", "let MS milliseconds pass (0...\(ScriptParser.longestWait))"),
        row("expect TEXT", "the screen shows TEXT; otherwise print the screen and the line number, exit 1"),
        row("expect-not TEXT", "the screen does not show TEXT; otherwise the same"),
    ]

    static let scriptNotes = [
        "  A script stops at its first failing line; shell prints the error and goes on.",
        "  Quote a TEXT (\"...\") to keep leading or trailing spaces.",
    ]

    static let endnotes = """
        OUTPUT
          Screens go to stdout; logs, progress and errors to stderr.
          Colour only on a terminal, and never when NO_COLOR is set or TERM=dumb.

        EXIT CODES
          0  success
          1  runtime failure (server down, not found, ...) or a failed expect
          2  bad input: unknown command or option, bad number or id, a script that does not parse,
             a --dataset folder that cannot be loaded, an --events file that cannot be written
        """
}
