import FeatureKit
import Foundation
import HeadlessHost
import SharedPresentation

/// Routes as web addresses and back: `/characters?page=2&status=alive` is `characters --page 2 --status alive`,
/// `/character/1` is `character 1`, each checked as the command line checks the same command.
public struct WebAddress: Sendable {
    /// The commands that show a screen, by name: the first word of an address's path.
    private let commands: [String: FeatureCommand]

    /// Creates the addresses of the screens `commands` show.
    public init(commands: [String: FeatureCommand]) {
        self.commands = commands
    }

    /// The route `path` (without its query) and the query's fields name; a usage error names what is wrong.
    public func route(path: String, query: [(name: String, value: String)]) throws(UsageError) -> AppRoute {
        let words = path.split(separator: "/", omittingEmptySubsequences: true).map {
            String($0).removingPercentEncoding ?? String($0)
        }
        guard let name = words.first, let command = commands[name], command.followedBy == nil else {
            throw .unknownCommand(words.first ?? path)
        }
        var arguments = ParsedArguments()
        for word in words.dropFirst() {
            arguments.record(positional: word)
        }
        for (field, value) in query where !value.isEmpty {
            guard let option = command.options.first(where: { $0.name == field }) else {
                throw .unknownOption("--\(field)")
            }
            if option.value == .flag {
                try arguments.record(flag: "--\(field)")
            } else {
                try arguments.record(option: "--\(field)", value: value)
            }
        }
        return try command.invocation(from: arguments).route
    }

    /// The address of `route`: its name, its id, then its options (sorted) and flags as query fields.
    public static func path(of route: AppRoute) -> String {
        var path = "/" + encoded(route.name)
        if let id = route.id {
            path += "/\(id)"
        }
        var fields = route.options.sorted { $0.key < $1.key }.map { "\(encoded($0.key))=\(encoded($0.value))" }
        fields += route.flags.sorted().map { "\(encoded($0))=1" }
        return fields.isEmpty ? path : path + "?" + fields.joined(separator: "&")
    }

    /// The fields of an `application/x-www-form-urlencoded` text (a query or a form's body), in order.
    public static func fields(_ text: Substring) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decoded(parts[0]), parts.count > 1 ? decoded(parts[1]) : "")
        }
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encoded(_ text: String) -> String {
        // Names and ids are plain words: they are used as they are (Foundation's encoding is slow on Linux).
        let isPlain = text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
        }
        return isPlain ? text : text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
