import Foundation
import Locking
import Storage

/// User data kept in memory, recording every write: a feature's tests read what it stored.
public final class UserDataStoreSpy: UserDataStore {
    private let stored: Locked<[String: Data]>
    private let prefix: String

    /// Creates an empty store.
    public convenience init() {
        self.init(prefix: "", sharing: Locked([:]))
    }

    private init(prefix: String, sharing stored: Locked<[String: Data]>) {
        self.prefix = prefix
        self.stored = stored
    }

    /// Every key and its bytes, with each feature's name before its keys (`characters/favorites`).
    public var contents: [String: Data] {
        stored.withLock { $0 }
    }

    /// The bytes under `key`.
    public func data(forKey key: String) throws(UserDataError) -> Data? {
        stored.withLock { $0[prefix + key] }
    }

    /// Stores `data` under `key`; nil removes it.
    public func setData(_ data: Data?, forKey key: String) throws(UserDataError) {
        stored.withLock { $0[prefix + key] = data }
    }

    /// The same memory, with `name/` before every key.
    public func scoped(to name: String) -> any UserDataStore {
        UserDataStoreSpy(prefix: prefix + name + "/", sharing: stored)
    }
}
