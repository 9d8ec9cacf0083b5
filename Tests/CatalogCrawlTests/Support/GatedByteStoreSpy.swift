import Dispatch
import Foundation
import Locking
import Storage

/// A byte store that records what it is asked, keeps entries in memory, can fail every write, and can hold
/// writes until the test opens its gate.
final class GatedByteStoreSpy: ByteStore {
    enum Message: Hashable {
        case store(key: String, data: Data)
        case remove(key: String)
        case removeAll
    }

    private let recorded = Locked<[Message]>([])
    private let entries = Locked<[String: CacheEntry]>([:])
    private let gate: DispatchSemaphore?
    private let failsWrites: Bool

    init(holdingWrites: Bool = false, failsWrites: Bool = false) {
        gate = holdingWrites ? DispatchSemaphore(value: 0) : nil
        self.failsWrites = failsWrites
    }

    var messages: [Message] { recorded.withLock { $0 } }

    /// Lets `count` held writes go on.
    func release(_ count: Int = 1) {
        for _ in 0..<count { gate?.signal() }
    }

    func entry(forKey key: String) -> CacheEntry? {
        entries.withLock { $0[key] }
    }

    func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching) throws(StorageError) {
        gate?.wait()
        recorded.withLock { $0.append(.store(key: key, data: data)) }
        if failsWrites {
            throw .writeFailed(key: key, path: "/spy/\(key)", reason: "No space left on device")
        }
        let entry = CacheEntry(data: data, storedAt: Date(), expiresAt: expiresAt, tier: .disk, caching: caching)
        entries.withLock { $0[key] = entry }
    }

    func removeEntry(forKey key: String) {
        recorded.withLock { $0.append(.remove(key: key)) }
        entries.withLock { _ = $0.removeValue(forKey: key) }
    }

    func removeAll() {
        recorded.withLock { $0.append(.removeAll) }
        entries.withLock { $0.removeAll() }
    }
}
