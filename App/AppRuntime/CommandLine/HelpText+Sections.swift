extension HelpText {
    static let usage = """
        \(AppVersion.line): browse the Rick and Morty API headlessly, as text or JSON.

        USAGE
          App [OPTIONS]                  boot the embedded replica and run the tour script
          App [OPTIONS] COMMAND [ARGS]   options may come before or after the command
        """

    static func commands(demoNames: [String]) -> String {
        let demos = demoNames.isEmpty ? "" : " (\(demoNames.joined(separator: ", ")))"
        let n = CrawlOptions.defaultConcurrency
        let workers = CrawlOptions.concurrencyRange
        let ports = ServeOptions.portRange
        return """
            COMMANDS
              characters [--page N] [--name X] [--status S] [--species S] [--type T] [--gender G]
                                             one page of characters (N >= 1), narrowed by filters
              character ID                   one character's detail (ID >= 1)
              episodes [--page N] [--season N]
                                             one page of episodes, optionally one season
              episode ID                     one episode's detail
              image ID                       a character's image
              demo NAME|FILE                 run a bundled demo\(demos) or a script file
              shell                          read script commands from standard input
              serve [--port P] [--dataset DIR] [--faults SPEC]
                                             run the embedded replica until interrupted (P \(ports.lowerBound)...\(ports.upperBound), 0: any)
              crawl [--images] [--concurrency N]
                                             fetch all pages (and images) into the cache; N \(workers.lowerBound)...\(workers.upperBound), default \(n)
              cache stats|verify|clear       show, check or empty the on-disk cache
            """
    }

    static let options = """
        OPTIONS
          --api URL            browse a compatible http(s) server, such as https://rickandmortyapi.com/api
          --dataset DIR        let the embedded replica serve the dataset in DIR
          --cache-dir DIR      keep the on-disk cache in DIR
          --no-cache           keep nothing on disk
          --json               print the same screens as JSON, one object a line
          --events FILE        write tracked events to FILE
          --verbose            log more on stderr
          --failure-rate R     make a share R (0...1) of image loads fail, for demos
          --failure-seed N     the seed that makes --failure-rate repeatable
          -h, --help           show this help
          --version            show the version
        """

    static let scriptLanguage = """
        SCRIPT LANGUAGE (demo files and shell: one command a line, '#' comment lines, blank lines ignored)
          characters [...]     show the characters list alone (options as above); also character ID,
                               episodes [...], episode ID
          next, prev           the next or previous page
          refresh              reload, bypassing fresh cached data
          more                 append the next page
          open ID              open the item with this id on top of the current screen
          back                 close the screen on top
          search TEXT          search by name; an empty TEXT clears the search
          filter KEY=VALUE     narrow by a filter, combined with the search; an empty VALUE removes it
          retry                repeat the load that failed
          image ID             load the image of the item with this id
          wait MS              let MS milliseconds pass (0...\(ScriptParser.longestWait))
          expect TEXT          the screen shows TEXT; otherwise print the screen and the line number, exit 1
          expect-not TEXT      the screen does not show TEXT; otherwise the same
          A script stops at its first failing line; shell prints the error and goes on.
          Quote a TEXT ("...") to keep leading or trailing spaces.
        """

    static let endnotes = """
        OUTPUT
          Screens go to stdout; logs, progress and errors to stderr.
          Colour only on a terminal, and never when NO_COLOR is set or TERM=dumb.

        EXIT CODES
          0  success
          1  runtime failure (server down, not found, ...) or a failed expect
          2  bad input: unknown command or option, bad number or id, a script that does not parse
        """
}
