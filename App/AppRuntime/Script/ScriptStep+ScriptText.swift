import SharedPresentation

extension ScriptStep {
    /// The step written in the script language; parsing it gives the same step back.
    public var scriptText: String {
        argument.map { "\(verb) \($0)" } ?? verb
    }

    /// The script verb, such as "open" or "characters".
    public var verb: String {
        switch self {
        case .show(.characterList): "characters"
        case .show(.characterDetail): "character"
        case .show(.episodeList): "episodes"
        case .show(.episodeDetail): "episode"
        case .perform(let command): command.verb
        case .back: "back"
        case .wait: "wait"
        case .expect: "expect"
        case .expectNot: "expect-not"
        }
    }

    /// What follows the verb, such as "3" for `open 3`; nil when the step has no argument.
    public var argument: String? {
        switch self {
        case .show(let route): route.scriptArgument
        case .perform(let command): command.scriptArgument
        case .back: nil
        case .wait(let duration):
            String(duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000)
        case .expect(let text), .expectNot(let text): textArgument(text)
        }
    }
}

/// `text` as a line's trailing text argument: quoted only when reading it back would lose spaces or quotes.
private func textArgument(_ text: String) -> String {
    let padded = text.first?.isWhitespace == true || text.last?.isWhitespace == true
    let looksQuoted = text.count >= 2 && (text.first == "\"" || text.first == "'") && text.last == text.first
    return padded || looksQuoted ? ScriptWords.quoted(text) : text
}

extension ScreenCommand {
    fileprivate var verb: String {
        switch self {
        case .next: "next"
        case .previous: "prev"
        case .refresh: "refresh"
        case .loadMore: "more"
        case .retry: "retry"
        case .search: "search"
        case .filter: "filter"
        case .open: "open"
        case .image: "image"
        }
    }

    fileprivate var scriptArgument: String? {
        switch self {
        case .next, .previous, .refresh, .loadMore, .retry: nil
        case .search(let text): text.isEmpty ? nil : textArgument(text)
        case .filter(let key, let value): "\(key)=\(textArgument(value))"
        case .open(let id), .image(let id): String(id)
        }
    }
}

extension AppRoute {
    fileprivate var scriptArgument: String? {
        var words: [String] = []
        switch self {
        case .characterList(let page, let filters):
            if page != 1 {
                words += ["--page", String(page)]
            }
            for key in filters.keys.sorted() {
                words += ["--\(key)", ScriptWords.quoted(filters[key] ?? "")]
            }
        case .characterDetail(let id), .episodeDetail(let id):
            words.append(String(id))
        case .episodeList(let page, let season):
            if page != 1 {
                words += ["--page", String(page)]
            }
            if let season {
                words += ["--season", String(season)]
            }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
