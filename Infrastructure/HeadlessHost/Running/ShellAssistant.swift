import Foundation
import LineEditing
import SharedPresentation

/// The shell's help to a line editor: Tab's words from what is on screen, and a `search` line sent to the list on
/// top keystroke by keystroke, which waits for a pause before it loads (as a search box does).
///
/// Enter then runs the line, which applies the search at once; a `search` line dropped (Ctrl-C, or edited into
/// another command) puts the list's own search back.
@MainActor
final class ShellAssistant: LineAssistant {
    private let navigator: Navigator
    private let words: ShellCompletion
    /// The search of the list on top before the `search` line being typed reached it; nil when none is being typed.
    private var searchBefore: String?

    /// Creates the assistant of the screens `navigator` shows, with `vocabulary`'s words.
    init(navigator: Navigator, vocabulary: ScriptVocabulary) {
        self.navigator = navigator
        words = ShellCompletion(vocabulary: vocabulary)
    }

    /// The words that may complete the word before `cursor`, given the screen on top.
    func completion(of line: String, cursor: Int) -> LineCompletion {
        words.completion(
            of: String(line.prefix(cursor)), route: navigator.routes.last, snapshot: navigator.top?.snapshot)
    }

    /// Sends a `search` line's text to the list on top as typing, or puts the list's search back when the line no
    /// longer searches.
    func lineDidChange(_ line: String) {
        guard let screen = navigator.top, let query = screen.snapshot.query, query.searchKey != nil else {
            searchBefore = nil
            return
        }
        guard let text = Self.searchText(of: line) else {
            if let before = searchBefore {
                searchBefore = nil
                _ = try? screen.perform(.search(before, typing: false))
            }
            return
        }
        let before = searchBefore ?? query.search ?? ""
        searchBefore = before
        do {
            _ = try screen.perform(.search(text, typing: true))
        } catch {
            // Text the list refuses (too short) waits as the list's own search; Enter says why it is refused.
            _ = try? screen.perform(.search(before, typing: true))
        }
    }

    /// The line runs as the shell parses it: a `search` line applies at once.
    func lineWasEntered(_ line: String) {
        searchBefore = nil
    }

    /// The text of a `search TEXT` line (after `search` and a space, unquoted); nil for any other line.
    static func searchText(of line: String) -> String? {
        let trimmed = line.drop { $0.isWhitespace }
        let verb = "search"
        guard trimmed.hasPrefix(verb), let space = trimmed.dropFirst(verb.count).first, space.isWhitespace else {
            return nil
        }
        return ScriptWords.unquote(trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces))
    }
}
