import Foundation
import Locking

/// User data kept in memory only, so demos and previews without `--data-dir` never touch the user's own data.
public final class MemoryUserDataStore: UserDataStore {
    private let values: Locked<[String: Data]>
    private let prefix: String

    /// Creates an empty store.
    public convenience init() {
        self.init(values: Locked([:]), prefix: "")
    }

    private init(values: Locked<[String: Data]>, prefix: String) {
        self.values = values
        self.prefix = prefix
    }

    /// Every key and its bytes, each feature's keys after its name (`favorites/favorites`).
    public var contents: [String: Data] {
        values.withLock { $0 }
    }

    /// The bytes stored under `key`; nil when nothing is.
    public func data(forKey key: String) -> Data? {
        values.withLock { $0[prefix + key] }
    }

    /// Stores `data` under `key`; nil removes the key.
    public func setData(_ data: Data?, forKey key: String) {
        values.withLock { $0[prefix + key] = data }
    }

    /// Changes `key` under the store's lock.
    @discardableResult
    public func update(forKey key: String, _ change: (Data?) throws(UserDataError) -> Data?) throws(UserDataError)
        -> Data?
    {
        try values.withLock { (values: inout [String: Data]) throws(UserDataError) -> Data? in
            let changed = try change(values[prefix + key])
            values[prefix + key] = changed
            return changed
        }
    }

    /// Where the data of `key` is kept: in memory, under its full key.
    public func location(ofKey key: String) -> String {
        "memory:" + prefix + key
    }

    /// The store of one feature: the same memory, its keys prefixed by its name.
    public func scoped(to name: String) -> any UserDataStore {
        MemoryUserDataStore(values: values, prefix: prefix + name + "/")
    }
}
