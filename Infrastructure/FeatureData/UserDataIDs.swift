import FeatureDomain
import Foundation
import Storage
import StrictJSON

/// Ids the user keeps, as a JSON array under one key of a feature's user-data store (`favorites`).
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
        try usable { () throws(UserDataError) in try decode(store.data(forKey: key)) }
    }

    /// Applies `change` under the store's lock, each id once, and announces it; unreadable ids are left alone.
    @discardableResult
    public func update(_ change: @escaping @Sendable (inout [Int]) -> Void) throws -> [Int] {
        let key = key
        return try usable { () throws(UserDataError) in
            let stored = try store.update(forKey: key) { (data: Data?) throws(UserDataError) -> Data? in
                var ids = try decode(data)
                change(&ids)
                var seen: Set<Int> = []
                ids = ids.filter { seen.insert($0).inserted }
                return ids.isEmpty ? nil : Data("[\(ids.map(String.init).joined(separator: ","))]".utf8)
            }
            changes.announce()
            return try decode(stored)
        }
    }

    // What `body` reads, or its failure as `LoadFailure.userDataUnusable`.
    private func usable(_ body: () throws(UserDataError) -> [Int]) throws(LoadFailure) -> [Int] {
        do {
            return try body()
        } catch {
            throw .userDataUnusable(String(describing: error))
        }
    }

    private func decode(_ data: Data?) throws(UserDataError) -> [Int] {
        guard let data else { return [] }
        let tape: JSONTape
        do {
            tape = try JSONTape(validating: data)
        } catch {
            throw .malformed(
                key: key, path: store.location(ofKey: key),
                reason: "not JSON (\(error.reason), at byte \(error.offset)); it is left as it is")
        }
        let elements = tape.elements(of: tape.root) ?? []
        let ids = elements.compactMap(tape.integer)
        guard tape.kind(of: tape.root) == .array, ids.count == elements.count else {
            throw .malformed(
                key: key, path: store.location(ofKey: key), reason: "not a JSON array of ids; it is left as it is")
        }
        return ids
    }
}
