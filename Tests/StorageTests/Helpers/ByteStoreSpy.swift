import Foundation
import Locking
import Storage

/// A `ByteStore` over a `MemoryCache` that records every message it receives and can be told to fail one kind.
final class ByteStoreSpy: ByteStore {
    enum Message: Equatable {
        case entry(key: String)
        case store(key: String, data: Data, expiresAt: Date?)
        case remove(key: String)
        case removeAll

        var operation: Operation {
            switch self {
            case .entry: .read
            case .store: .store
            case .remove, .removeAll: .remove
            }
        }
    }

    /// The kinds of call that can be told to fail.
    enum Operation: Hashable {
        case read
        case store
        case remove
    }

    private let backing: MemoryCache
    private let state = Locked<(messages: [Message], failures: [Operation: StorageError])>(([], [:]))

    init(now: @escaping @Sendable () -> Date) {
        backing = MemoryCache(now: now)
    }

    var messages: [Message] { state.withLock { $0.messages } }

    /// Makes every following call of the `operation` kind throw `error`; the other kinds keep working.
    func fail(_ operation: Operation, with error: StorageError) {
        state.withLock { $0.failures[operation] = error }
    }

    func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        try record(.entry(key: key))
        return backing.entry(forKey: key)
    }

    func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching) throws(StorageError) {
        try record(.store(key: key, data: data, expiresAt: expiresAt))
        backing.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
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
            return state.failures[message.operation]
        }
        if let failure { throw failure }
    }
}
