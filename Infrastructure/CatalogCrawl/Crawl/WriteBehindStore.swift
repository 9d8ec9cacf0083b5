import Dispatch
import Foundation
import Locking
import Storage

/// A store that hands every write to background queues, so a crawl's loads never wait for the disk, until the
/// writes waiting pass `maximumPendingBytes` or `maximumPendingWrites`: then a write waits for room, so a disk
/// slower than the network bounds the crawl's memory instead of queueing the catalog.
///
/// Creating a file can take half a millisecond of kernel time, which on Swift's cooperative threads would stall
/// every other load. Reads see pending writes; writes of one key keep their order; removals are never overtaken.
public final class WriteBehindStore: ByteStore {
    private struct State {
        var pending: [String: (entry: CacheEntry, generation: Int)] = [:]
        var nextGeneration = 0
        var outstanding = 0
        var failures: [StorageError] = []
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The bytes of writes waiting at most before a write waits for room.
    public static let maximumPendingBytes = 8 << 20
    /// The writes waiting at most before a write waits for room.
    public static let maximumPendingWrites = 2_048

    private let store: any ByteStore
    private let now: @Sendable () -> Date
    private let queues: [DispatchQueue]
    private let state = Locked(State())
    private let room = PendingRoom(bytes: maximumPendingBytes, writes: maximumPendingWrites)

    /// Wraps `store`, writing on `lanes` queues at once; `now` dates the entries read back while still pending.
    public init(wrapping store: any ByteStore, lanes: Int = 2, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.now = now
        queues = (0..<max(1, lanes)).map { DispatchQueue(label: "WriteBehindStore.lane\($0)") }
    }

    /// The writes queued and not finished yet, and their bytes.
    public var waiting: (writes: Int, bytes: Int) {
        room.taken
    }

    /// The entry pending for `key`, else the wrapped store's.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        if let pending = state.withLock({ $0.pending[key] }) {
            return pending.entry
        }
        return try store.entry(forKey: key)
    }

    /// Queues the write and returns at once (once there is room); its error, if any, is reported by `flush()`.
    public func store(
        _ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching = .unspecified
    ) {
        room.take(data.count)
        let entry = CacheEntry(data: data, storedAt: now(), expiresAt: expiresAt, tier: .memory, caching: caching)
        let generation = state.withLock { state in
            state.nextGeneration += 1
            state.pending[key] = (entry, state.nextGeneration)
            state.outstanding += 1
            return state.nextGeneration
        }
        queues[lane(of: key)].async { [self] in
            var failure: StorageError?
            do throws(StorageError) {
                try store.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
            } catch {
                failure = error
            }
            finishWrite(key: key, generation: generation, failure: failure)
            room.give(data.count)
        }
    }

    /// Removes the entry once the writes queued before have finished.
    public func removeEntry(forKey key: String) throws(StorageError) {
        state.withLock { _ = $0.pending.removeValue(forKey: key) }
        try queues[lane(of: key)].sync { Result { () throws(StorageError) in try store.removeEntry(forKey: key) } }
            .get()
    }

    /// Removes every entry once the writes queued before have finished.
    public func removeAll() throws(StorageError) {
        state.withLock { $0.pending.removeAll() }
        for queue in queues {
            queue.sync {}
        }
        try store.removeAll()
    }

    /// Waits until every queued write has finished, and returns (and forgets) the errors they met.
    public func flush() async -> [StorageError] {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state -> Bool in
                guard state.outstanding > 0 else { return true }
                state.waiters.append(continuation)
                return false
            }
            if idle {
                continuation.resume()
            }
        }
        return state.withLock { state in
            defer { state.failures.removeAll() }
            return state.failures
        }
    }

    // The same key always maps to the same lane (within this process), so its writes stay in order.
    private func lane(of key: String) -> Int {
        var hasher = Hasher()
        hasher.combine(key)
        return Int(UInt(bitPattern: hasher.finalize()) % UInt(queues.count))
    }

    private func finishWrite(key: String, generation: Int, failure: StorageError?) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if state.pending[key]?.generation == generation {
                state.pending[key] = nil
            }
            if let failure {
                state.failures.append(failure)
            }
            state.outstanding -= 1
            guard state.outstanding == 0 else { return [] }
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}
