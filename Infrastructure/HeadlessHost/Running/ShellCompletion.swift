import FeatureKit
import LineEditing
import SharedPresentation

/// The words Tab completes in the shell: the commands and words first on a line; after `filter`, the screen's filter
/// keys and a key's values; after `open`, a detail command, an action or a feature's word, the ids on screen (and
/// `open`'s link words); after `help`, any word.
struct ShellCompletion {
    private let vocabulary: ScriptVocabulary
    private let verbs: [String]
    private let bareVerbs: Set<String>

    /// Creates the completion of `vocabulary`'s words and the host's.
    init(vocabulary: ScriptVocabulary) {
        self.vocabulary = vocabulary
        let entries = ScriptHelp.hostVerbs + ScriptHelp.shellWords
        let commands = vocabulary.commands.values.filter { $0.followedBy == nil }
        let actions = vocabulary.actions.values
        verbs = Array(
            Set(
                entries.flatMap(\.words) + commands.map(\.name) + actions.map(\.name)
                    + vocabulary.scriptWords.keys)
        ).sorted()
        bareVerbs = Set(
            entries.filter { !$0.needsArgument }.flatMap(\.words) + commands.filter { !$0.takesID }.map(\.name)
                + actions.filter { !$0.takesID }.map(\.name))
    }

    /// The words that may complete the last word of `text` (the line up to the cursor) while `route` shows
    /// `snapshot` on top.
    func completion(of text: String, route: AppRoute?, snapshot: ScreenSnapshot?) -> LineCompletion {
        let wordStart = text.lastIndex(where: \.isWhitespace).map(text.index(after:)) ?? text.startIndex
        let start = text.distance(from: text.startIndex, to: wordStart)
        let before = text[..<wordStart].split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = before.first else {
            return LineCompletion(start: start, candidates: verbs, preferred: bareVerbs)
        }
        guard before.count == 1 else { return .none }
        let word = String(text[wordStart...])
        switch verb {
        case "help": return LineCompletion(start: start, candidates: verbs)
        case "filter": return filterCompletion(of: word, at: start, route: route)
        case "open":
            let links = snapshot?.actions.compactMap { Self.linkWord(of: $0.name) } ?? []
            return LineCompletion(start: start, candidates: ids(leadingTo: nil, in: snapshot, route: route) + links)
        default:
            guard let shown = routeOfID(after: verb) else { return .none }
            return LineCompletion(start: start, candidates: ids(leadingTo: shown, in: snapshot, route: route))
        }
    }

    // `KEY=` for each filter of the list on top, or the values of KEY after `KEY=`.
    private func filterCompletion(of word: String, at start: Int, route: AppRoute?) -> LineCompletion {
        let filters = route.map(filters(of:)) ?? []
        guard let equals = word.firstIndex(of: "=") else {
            return LineCompletion(start: start, candidates: filters.map { $0.name + "=" })
        }
        let key = String(word[..<equals])
        let values = filters.first { $0.name == key }?.choices ?? []
        return LineCompletion(start: start + key.count + 1, candidates: values)
    }

    /// The filters of the list `route` shows: its command's options but the page and the flags.
    private func filters(of route: AppRoute) -> [CommandOption] {
        let command = vocabulary.commands.values.first {
            $0.route == route.name && !$0.takesID && $0.followedBy == nil
        }
        return command?.options.filter { $0 != .page && $0.value != .flag } ?? []
    }

    /// The route whose ids `verb` takes: a detail command's, an action's subject, a feature word's detail.
    private func routeOfID(after verb: String) -> String? {
        if let command = vocabulary.commands[verb], command.takesID {
            return command.route
        }
        if let action = vocabulary.actions[verb], action.takesID {
            return action.subject?.rawValue
        }
        guard vocabulary.scriptWords[verb] != nil else { return nil }
        return vocabulary.commands.values.first { $0.followedBy == verb }?.route
    }

    /// The ids on screen: every row's (nil `name`, what `open` takes), or those of the rows leading to the route
    /// `name` and the detail's own when `route` is a `name`.
    private func ids(leadingTo name: String?, in snapshot: ScreenSnapshot?, route: AppRoute?) -> [String] {
        guard let snapshot else { return [] }
        let rows = snapshot.sections.flatMap(\.rows).filter { name == nil || $0.route?.name == name }
        var ids = rows.compactMap(\.id)
        if let name, route?.name == name, let id = snapshot.itemID {
            ids.insert(id, at: 0)
        }
        return ids.map(String.init)
    }

    /// `origin` of the screen's action "open origin".
    private static func linkWord(of action: String) -> String? {
        let words = action.split(separator: " ")
        guard words.count == 2, words[0] == "open" else { return nil }
        return String(words[1])
    }
}
