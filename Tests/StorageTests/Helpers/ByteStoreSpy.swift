import Foundation
import Locking
import Storage

/// A `ByteStore` over a `MemoryCache` that records every message it receives and can be told to fail.
final class ByteStoreSpy: ByteStore {
    enum Message: Equatable {
        case entry(key: String)
        case store(key: String, data: Data, expiresAt: Date?)
        case remove(key: String)
        case removeAll
    }

    private let backing: MemoryCache
    private let state = Locked<(messages: [Message], failure: StorageError?)>(([], nil))

    init(now: @escaping @Sendable () -> Date) {
        backing = MemoryCache(now: now)
    }

    var messages: [Message] { state.withLock { $0.messages } }

    /// Makes every following call throw `error`.
    func fail(with error: StorageError) {
        state.withLock { $0.failure = error }
    }

    func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        try record(.entry(key: key))
        return backing.entry(forKey: key)
    }

    func store(_ data: Data, forKey key: String, expiresAt: Date?) throws(StorageError) {
        try record(.store(key: key, data: data, expiresAt: expiresAt))
        backing.store(data, forKey: key, expiresAt: expiresAt)
    }

    func removeEntry(forKey key: String) throws(StorageError) {
        try record(.remove(key: key))
        backing.removeEntry(forKey: key)
    }

    func removeAll() throws(StorageError) {
        try record(.removeAll)
        backing.removeAll()
    }

    private func record(_ message: Message) throws(StorageError) {
        let failure = state.withLock { state in
            state.messages.append(message)
            return state.failure
        }
        if let failure { throw failure }
    }
}
