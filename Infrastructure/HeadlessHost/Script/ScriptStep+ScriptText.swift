import SharedPresentation

extension ScriptStep {
    /// The step written in the script language; parsing it gives the same step back.
    public var scriptText: String {
        argument.map { "\(verb) \($0)" } ?? verb
    }

    /// The script verb, such as "open" or "characters".
    public var verb: String {
        switch self {
        case .show(let route): route.name
        case .perform(let command): command.verb
        case .act(let request): request.name
        case .back: "back"
        case .wait: "wait"
        case .expect: "expect"
        case .expectNot: "expect-not"
        }
    }

    /// What follows the verb, such as "3" for `open 3`; nil when the step has no argument.
    public var argument: String? {
        switch self {
        case .show(let route): return rest(of: route.description, after: route.name)
        case .perform(let command): return command.scriptArgument
        case .act(let request): return rest(of: request.description, after: request.name)
        case .back: return nil
        case .wait(let duration):
            return String(
                duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000)
        case .expect(let text), .expectNot(let text): return textArgument(text)
        }
    }
}

/// What follows `name` in `description`; nil when nothing does.
private func rest(of description: String, after name: String) -> String? {
    let text = description.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : text
}

/// `text` as a line's trailing text argument: quoted only when reading it back would lose spaces or quotes.
private func textArgument(_ text: String) -> String {
    let padded = text.first?.isWhitespace == true || text.last?.isWhitespace == true
    let looksQuoted = text.count >= 2 && (text.first == "\"" || text.first == "'") && text.last == text.first
    return padded || looksQuoted ? ScriptText.quoted(text) : text
}

extension ScreenCommand {
    fileprivate var scriptArgument: String? {
        switch self {
        case .next, .previous, .refresh, .loadMore, .retry: nil
        case .search(let text, _): text.isEmpty ? nil : textArgument(text)
        case .filter(let key, let value): "\(key)=\(textArgument(value))"
        case .open(let id), .action(_, let id): String(id)
        case .openLink(let word): word
        case .page(let number): String(number)
        }
    }
}
