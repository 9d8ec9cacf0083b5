/// A piece of markup: the one place a value becomes HTML, escaped as text or as an attribute value.
public struct HTML: Hashable, Sendable, CustomStringConvertible {
    /// The markup.
    public private(set) var markup: String

    private init(markup: String) {
        self.markup = markup
    }

    /// The markup, as a page or a part of one is written.
    public var description: String { markup }

    /// `text`, escaped, shown as text whatever it holds (`<img onerror=...>` included).
    public static func text(_ text: String) -> HTML {
        HTML(markup: escaped(text))
    }

    /// Nothing.
    public static let empty = HTML(markup: "")

    /// The element `name` (a literal of the renderer's own) with its attributes escaped and its children inside.
    public static func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ children: [HTML] = []
    ) -> HTML {
        let tag = name.description
        var markup = "<" + tag
        markup.reserveCapacity(children.reduce(64) { $0 + $1.markup.utf8.count })
        for (attribute, value) in attributes {
            guard let value else { continue }
            markup += " " + attribute.description + "=\"" + escaped(value) + "\""
        }
        markup += ">"
        guard !voidElements.contains(tag) else { return HTML(markup: markup) }
        for child in children {
            markup += child.markup
        }
        return HTML(markup: markup + "</" + tag + ">")
    }

    /// The element `name` holding only `text`, escaped.
    public static func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String
    ) -> HTML {
        element(name, attributes, [.text(text)])
    }

    /// The children one after the other.
    public static func joined(_ children: [HTML]) -> HTML {
        HTML(markup: children.map(\.markup).joined())
    }

    /// A whole document: the doctype, then `root`.
    public static func document(_ root: HTML) -> HTML {
        HTML(markup: "<!doctype html>\n" + root.markup)
    }

    private static let voidElements: Set<String> = ["img", "input", "link", "meta", "br"]

    private static func escaped(_ text: String) -> String {
        // Most values hold nothing to escape: they are used as they are, uncopied.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
