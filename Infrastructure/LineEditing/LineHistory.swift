import Foundation

/// The lines entered before, oldest first: at most `limit`, no blank line, no line twice in a row.
public struct LineHistory: Hashable, Sendable {
    /// How many lines a history keeps unless told otherwise.
    public static let defaultLimit = 500
    /// The longest line kept, in UTF-8 bytes; a longer one is run but not kept.
    public static let maximumEntryBytes = 4096

    /// The lines, oldest first.
    public private(set) var entries: [String] = []
    /// The most lines kept; adding one more drops the oldest.
    public let limit: Int

    /// Creates an empty history keeping at most `limit` lines.
    public init(limit: Int = LineHistory.defaultLimit) {
        self.limit = max(0, limit)
    }

    /// Creates a history of `lines`, oldest first, keeping what `add` would.
    public init(_ lines: some Sequence<String>, limit: Int = LineHistory.defaultLimit) {
        self.init(limit: limit)
        for line in lines {
            add(line)
        }
    }

    /// Reads a history written by `encoded()`, one line of the file a line of the history.
    ///
    /// Lines it would not keep are skipped, so any bytes read as a history (invalid UTF-8 becomes U+FFFD).
    public init(decoding data: Data, limit: Int = LineHistory.defaultLimit) {
        let lines = data.split(separator: UInt8(ascii: "\n")).lazy.map { String(decoding: $0, as: UTF8.self) }
        self.init(lines.filter(Self.keeps).suffix(limit), limit: limit)
    }

    /// Adds `line` as the newest, unless it is blank, has a line break, is too long, or repeats the newest.
    public mutating func add(_ line: String) {
        guard Self.keeps(line), entries.last != line, limit > 0 else { return }
        entries.append(line)
        if entries.count > limit {
            entries.removeFirst(entries.count - limit)
        }
    }

    /// The history as a file holds it: each line followed by a line feed.
    public func encoded() -> Data {
        Data(entries.map { $0 + "\n" }.joined().utf8)
    }

    /// Whether `line` is one a history keeps.
    static func keeps(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace) && !line.contains(where: \.isNewline)
            && line.utf8.count <= maximumEntryBytes
    }
}
