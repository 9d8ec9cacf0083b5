import Foundation
import Storage

/// A `LineHistory` kept in the user's data, so the lines typed in one session are there in the next.
///
/// The store reads a file in bounded memory and writes it atomically; `record` changes it under the store's lock,
/// so two sessions at once both keep their lines.
public struct HistoryFile: Sendable {
    /// The key the history is kept under.
    public static let key = "history"

    private let store: any UserDataStore
    private let limit: Int

    /// Creates the history kept in `store`, at most `limit` lines.
    public init(store: any UserDataStore, limit: Int = LineHistory.defaultLimit) {
        self.store = store
        self.limit = limit
    }

    /// Where the history is kept, for messages.
    public var location: String {
        store.location(ofKey: Self.key)
    }

    /// The history kept so far; empty when there is none yet.
    public func load() throws(UserDataError) -> LineHistory {
        guard let data = try store.data(forKey: Self.key) else { return LineHistory(limit: limit) }
        return LineHistory(decoding: data, limit: limit)
    }

    /// Adds `line` to the history kept (unless the history would not keep it).
    public func record(_ line: String) throws(UserDataError) {
        guard LineHistory.keeps(line) else { return }
        try store.update(forKey: Self.key) { data in
            var history = data.map { LineHistory(decoding: $0, limit: limit) } ?? LineHistory(limit: limit)
            history.add(line)
            return history.encoded()
        }
    }
}
