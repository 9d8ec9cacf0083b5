import CatalogCrawl
import HeadlessHost

extension HelpText {
    var usage: String {
        [
            "\(program) \(Self.version): browse the Rick and Morty API headlessly, as text or JSON.", "", "USAGE",
            ScriptHelp.row("\(program) [OPTIONS]", "boot the embedded replica and run the default demo"),
            ScriptHelp.row("\(program) [OPTIONS] COMMAND [ARGS]", "options may come before or after the command"),
        ].joined(separator: "\n")
    }

    /// The App's own commands, as `--help` lists them and `help CMD` explains them.
    var appCommands: [CommandUsage] {
        let demos = demoNames.isEmpty ? "" : " (\(demoNames.joined(separator: ", ")))"
        let (local, remote) = (CrawlSettings.loopbackConcurrency, CrawlSettings.defaultConcurrency)
        let workers = CrawlSettings.concurrencyRange
        let ports = ServeOptions.portRange
        return [
            CommandUsage(
                synopsis: "demo NAME|FILE", summary: "run a bundled demo\(demos) or a script file",
                example: "demo \(demoNames.first ?? "tour")"),
            CommandUsage(
                synopsis: "shell",
                summary: "read script commands from standard input ('help', 'quit'); edits lines on a terminal",
                example: "shell"),
            CommandUsage(
                synopsis: "web [--port P]",
                summary: "serve the App as a web page on 127.0.0.1 until interrupted (prints its URL)",
                example: "web --port 8080"),
            CommandUsage(
                synopsis: "serve [--port P] [--dataset DIR] [--faults SPEC]",
                summary:
                    "run the embedded replica until interrupted (P \(ports.lowerBound)...\(ports.upperBound), 0: any)",
                example: "serve --port 8080"),
            CommandUsage(
                synopsis: "crawl [--images] [--concurrency N]",
                summary:
                    "fetch all pages (and images) into the cache; N \(workers.lowerBound)...\(workers.upperBound), "
                    + "default \(local) on this machine, \(remote) elsewhere",
                example: "crawl --images"),
            CommandUsage(
                synopsis: "cache stats|verify|clear", summary: "show, check or empty the on-disk cache",
                example: "cache stats"),
        ]
    }

    var commands: String {
        let features =
            manifests.flatMap(\.commands).map { ScriptHelp.row($0.synopsis, $0.summary) }
            + manifests.flatMap(\.actions).map { ScriptHelp.row($0.synopsis, $0.summary) }
        let app = appCommands.map { ScriptHelp.row($0.synopsis, $0.summary) }
        return (["COMMANDS"] + features + app).joined(separator: "\n")
    }

    var options: String {
        let app = [
            ("--api URL", "browse a compatible http(s) server, such as https://rickandmortyapi.com/api"),
            ("--dataset DIR", "let the embedded replica serve the dataset in DIR"),
            ("--cache-dir DIR", "keep the on-disk cache in DIR"),
            ("--no-cache", "keep nothing on disk"),
            ("--offline", "answer from the cache and the crawl only, sending no request"),
            ("--refresh", "ask the server about every saved answer used, fresh or not (a 304 if unchanged)"),
            ("--data-dir DIR", "keep the user's data (never evicted, not the cache) in DIR"),
            ("--json", "print the same screens as JSON, one object a line"),
            ("--all", "show every row of long sections (a one-shot command shows 20)"),
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

    static let endnotes = """
        OUTPUT
          Screens go to stdout; logs, progress and errors to stderr. A one-shot command's error shows on its
          screen, and on stderr too when stdout is not a terminal.
          --json: one object a line on stdout, shaped as Schemas/app-output.schema.json
          (schema \(OutputSchema.version), the "schema" of every object), for every command; failures (bad input,
          a command that cannot start) are {"error": {"kind", "message", "url"?}} objects there too.
          Colour only on a terminal, and never when NO_COLOR is set or TERM=dumb.

        EXIT CODES
          0  success
          1  runtime failure (server down, not found, ...) or a failed expect
          2  bad input: unknown command or option, bad number or id, a script that does not parse,
             a --dataset folder that cannot be loaded, an --events file that cannot be written
        """
}
