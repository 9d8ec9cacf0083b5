import Foundation

/// A small persistent key → bytes store for what the user keeps (favourites): never evicted, nor cleared as cache.
public protocol UserDataStore: Sendable {
    /// The bytes stored under `key`; nil when nothing is.
    func data(forKey key: String) throws(UserDataError) -> Data?
    /// Stores `data` under `key`, replacing what was there; nil removes the key.
    func setData(_ data: Data?, forKey key: String) throws(UserDataError)
    /// Stores and returns what `change` makes of `key` (nil removes it), with no other writer (in any process) between.
    @discardableResult
    func update(forKey key: String, _ change: (Data?) throws(UserDataError) -> Data?) throws(UserDataError) -> Data?
    /// The store of one feature: keys of its own, which never meet another feature's.
    func scoped(to name: String) -> any UserDataStore
    /// Where the data of `key` is kept, for messages: its file's path.
    func location(ofKey key: String) -> String
}
