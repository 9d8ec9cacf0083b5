import Foundation

/// A small persistent key → bytes store for what the user keeps (a feature's favourites): never evicted, left alone
/// by `cache clear`, written atomically.
public protocol UserDataStore: Sendable {
    /// The bytes stored under `key`; nil when nothing is.
    func data(forKey key: String) throws(UserDataError) -> Data?
    /// Stores `data` under `key`, replacing what was there; nil removes the key.
    func setData(_ data: Data?, forKey key: String) throws(UserDataError)
    /// Reads `key`, stores what `change` makes of it (nil removes it) and returns that, with no other writer of the
    /// key (in this process or another) in between, so concurrent changes never lose one another.
    @discardableResult
    func update(forKey key: String, _ change: (Data?) throws(UserDataError) -> Data?) throws(UserDataError) -> Data?
    /// The store of one feature: keys of its own, which never meet another feature's.
    func scoped(to name: String) -> any UserDataStore
}
