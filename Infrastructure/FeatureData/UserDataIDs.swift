import FeatureDomain
import Foundation
import Storage

/// Ids the user keeps, as a JSON array under one key of a feature's user-data store (`favorites` in the
/// favourites feature's store: the file `favorites/favorites.data` of the data directory).
public struct UserDataIDs: SavedIDs {
    let store: any UserDataStore
    let key: String
    /// Announces every change made through this value (and its copies).
    public let changes: ChangeSignal

    /// Creates the ids kept under `key` in `store`.
    public init(store: any UserDataStore, key: String, changes: ChangeSignal = ChangeSignal()) {
        self.store = store
        self.key = key
        self.changes = changes
    }

    /// The ids kept, oldest first; none when nothing was kept yet.
    public func ids() throws -> [Int] {
        do {
            return try Self.decode(store.data(forKey: key), key: key)
        } catch {
            throw LoadFailure.userDataUnusable(String(describing: error))
        }
    }

    /// Applies `change` under the store's lock, keeps each id once, and announces the change; ids that cannot be
    /// read are left as they are and the change fails with `LoadFailure.userDataUnusable`.
    @discardableResult
    public func update(_ change: @escaping @Sendable (inout [Int]) -> Void) throws -> [Int] {
        do {
            return try apply(change)
        } catch {
            throw LoadFailure.userDataUnusable(String(describing: error))
        }
    }

    private func apply(_ change: @escaping @Sendable (inout [Int]) -> Void) throws(UserDataError) -> [Int] {
        let key = key
        let stored = try store.update(forKey: key) { (data: Data?) throws(UserDataError) -> Data? in
            var ids = try Self.decode(data, key: key)
            change(&ids)
            var seen: Set<Int> = []
            ids = ids.filter { seen.insert($0).inserted }
            return ids.isEmpty ? nil : Data("[\(ids.map(String.init).joined(separator: ","))]".utf8)
        }
        changes.announce()
        return try Self.decode(stored, key: key)
    }

    private static func decode(_ data: Data?, key: String) throws(UserDataError) -> [Int] {
        guard let data else { return [] }
        guard let ids = try? JSONDecoder().decode([Int].self, from: data) else {
            throw .malformed(key: key, reason: "not a JSON array of ids; it is left as it is")
        }
        return ids
    }
}
