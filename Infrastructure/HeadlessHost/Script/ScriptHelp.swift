import FeatureKit

/// The script language's words, a line each, built from the features' manifests.
public struct ScriptHelp: Sendable {
    /// One word of the language: its synopsis (such as "character ID") and what it does.
    public struct Entry: Sendable, Hashable {
        /// The words this entry explains, such as ["next", "prev"].
        public var words: [String]
        /// How it is written, such as "open ID".
        public var synopsis: String
        /// What it does, in one line.
        public var summary: String

        // Its words are the synopsis's first words, split at commas.
        init(_ synopsis: String, _ summary: String) {
            self.synopsis = synopsis
            self.summary = summary
            words = synopsis.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
        }

        /// Whether a word of the entry needs an argument after it (`page N`; not `next` nor `help [WORD]`).
        var needsArgument: Bool {
            synopsis.split(separator: ",").contains { part in
                part.split(separator: " ").dropFirst().contains { !$0.hasPrefix("[") }
            }
        }
    }

    let commands: [Entry]
    let actions: [Entry]
    /// The usage of each feature command and action, by name.
    let usages: [String: CommandUsage]
    /// The host's verbs, then the features' script words.
    public let verbs: [Entry]

    /// Creates the help of the words `manifests` declare, in their order.
    public init(manifests: [FeatureManifest]) {
        commands = manifests.flatMap(\.commands).filter { $0.followedBy == nil }.map {
            Entry($0.synopsis, $0.summary)
        }
        actions = manifests.flatMap(\.actions).map { Entry($0.synopsis, $0.summary) }
        verbs = Self.hostVerbs + manifests.flatMap(\.scriptWords).map { Entry("\($0.name) ID", $0.summary) }
        let usages =
            manifests.flatMap(\.commands).map { ($0.name, CommandUsage($0)) }
            + manifests.flatMap(\.actions).map { ($0.name, CommandUsage($0)) }
        self.usages = Dictionary(usages) { first, _ in first }
    }

    /// The usage of the feature command or action `name`, as `help NAME` and `App NAME --help` print it.
    public func usage(of name: String) -> CommandUsage? {
        usages[name]
    }

    /// The verbs every screen may offer, whatever the features.
    public static let hostVerbs = [
        Entry("next, prev", "the next or previous page"),
        Entry("page N", "go to page N of a list"),
        Entry("refresh", "reload, bypassing fresh cached data"),
        Entry("more", "append the next page; on a detail, show every row of its long sections"),
        Entry("open ID", "open the item with this id on top of the current screen"),
        Entry("open WORD", "open what the screen names by a word, such as a character's origin or location"),
        Entry("back", "close the screen on top and show the one before it"),
        Entry("search TEXT", "search by name; an empty TEXT clears the search"),
        Entry("filter KEY=VALUE", "narrow by a filter, combined with the search; an empty VALUE removes it"),
        Entry("retry", "repeat the load that failed"),
        Entry("wait MS", "let MS milliseconds pass (0...\(ScriptParser.longestWait))"),
        Entry("expect TEXT", "the screen shows TEXT; otherwise print the screen and the line number, exit 1"),
        Entry("expect-not TEXT", "the screen does not show TEXT; otherwise the same"),
    ]

    /// The words that end a shell session.
    public static let quitWords = ["quit", "exit"]

    /// The shell's own words, which scripts do not have.
    public static let shellWords = [
        Entry("help [WORD]", "list the words, or explain one"),
        Entry(quitWords.joined(separator: ", "), "end the session (so does the end of input)"),
    ]

    /// How scripts behave, as notes under the verbs.
    public static let notes = [
        "  A script stops at its first failing line; shell prints the error and goes on.",
        "  Quote a TEXT (\"...\") to keep leading or trailing spaces.",
    ]

    /// How the shell reads a line on a terminal, as notes under its words.
    public static let shellNotes = [
        "  On a terminal: Left, Right, Home, End, Ctrl-A, Ctrl-E, Ctrl-K, Ctrl-U and Ctrl-W edit the line; Up and",
        "  Down walk the lines typed before (kept in the user's data); Tab completes a word (a second Tab lists the",
        "  words that fit); Ctrl-C clears the line; Ctrl-Z stops the shell until 'fg'; Ctrl-D on an empty line ends",
        "  the session.",
    ]

    static let shellHint = "type 'help' for the words"

    /// Everything, as the shell's `help` prints it.
    public var text: String {
        var sections = [Self.section("COMMANDS (each shows its screen on top)", commands)]
        if !actions.isEmpty {
            sections.append(Self.section("ACTIONS (change data from any screen)", actions))
        }
        sections.append(Self.section("ON THE SCREEN ON TOP", verbs) + "\n" + Self.notes.joined(separator: "\n"))
        sections.append(Self.section("SHELL", Self.shellWords) + "\n" + Self.shellNotes.joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// What `help WORD` prints: a command's or action's usage, else the entries that explain the word (`open` has
    /// two); nil when none does.
    public func text(for word: String) -> String? {
        if let usage = usages[word] {
            return usage.text(program: nil)
        }
        let entries = (commands + actions + verbs + Self.shellWords).filter { $0.words.contains(word) }
        guard !entries.isEmpty else { return nil }
        return entries.map { Self.row($0.synopsis, $0.summary) }.joined(separator: "\n")
    }

    /// One help row: the synopsis, then the summary in a column (on the next line when the synopsis is long).
    public static func row(_ synopsis: String, _ summary: String) -> String {
        let column = 31
        let head = "  \(synopsis)"
        guard head.count < column else { return head + "\n" + String(repeating: " ", count: column) + summary }
        return head.padding(toLength: column, withPad: " ", startingAt: 0) + summary
    }

    private static func section(_ heading: String, _ entries: [Entry]) -> String {
        ([heading] + entries.map { row($0.synopsis, $0.summary) }).joined(separator: "\n")
    }
}
