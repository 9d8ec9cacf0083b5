import Foundation

// @unchecked Sendable: every stored var is read or written only under `condition`'s lock.
/// The body of a response that is written while it lasts, such as Server-Sent Events: the handler's side sends
/// chunks, the server's connection writes them until either side ends the stream.
///
/// Bounded: chunks not yet written count against `capacity` bytes, and a client too slow to take them ends the
/// stream (a browser's `EventSource` connects again). While nothing is sent for `heartbeatInterval`, the connection
/// writes `heartbeat` (a comment line for events), which is how a client that went away is noticed.
public final class HTTPResponseStream: @unchecked Sendable, Hashable {
    /// What the connection gets when it asks for the next chunk.
    enum Next: Equatable {
        case chunk(Data)
        case idle
        case ended
    }

    /// The bytes the connection writes when the stream has been quiet for `heartbeatInterval`.
    public let heartbeat: Data
    /// How long the stream may stay quiet before the connection writes `heartbeat`.
    public let heartbeatInterval: Duration
    private let capacity: Int
    private let condition = NSCondition()
    private var pending: [Data] = []
    private var pendingBytes = 0
    private var isEnded = false
    private var endHandlers: [@Sendable () -> Void] = []

    /// Creates an open stream holding at most `capacity` unwritten bytes.
    public init(
        capacity: Int = 1 << 20, heartbeat: Data = Data(":\n\n".utf8), heartbeatInterval: Duration = .seconds(15)
    ) {
        self.capacity = capacity
        self.heartbeat = heartbeat
        self.heartbeatInterval = heartbeatInterval
    }

    /// Whether the stream has ended, by either side.
    public var hasEnded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isEnded
    }

    /// Queues `chunk` for the client, and says whether it did: not once the stream ended, nor past `capacity`.
    ///
    /// Past `capacity` unwritten bytes the stream ends instead.
    @discardableResult
    public func send(_ chunk: Data) -> Bool {
        condition.lock()
        guard !isEnded else {
            condition.unlock()
            return false
        }
        guard pendingBytes + chunk.count <= capacity else {
            condition.unlock()
            end()
            return false
        }
        pending.append(chunk)
        pendingBytes += chunk.count
        condition.broadcast()
        condition.unlock()
        return true
    }

    /// Ends the stream: the connection writes what is queued, then closes; the end handlers run once.
    public func end() {
        condition.lock()
        guard !isEnded else {
            condition.unlock()
            return
        }
        isEnded = true
        let handlers = endHandlers
        endHandlers = []
        condition.broadcast()
        condition.unlock()
        for handler in handlers {
            handler()
        }
    }

    /// Runs `handler` once when the stream ends (at once if it has), on whichever thread ends it.
    public func onEnd(_ handler: @escaping @Sendable () -> Void) {
        condition.lock()
        guard !isEnded else {
            condition.unlock()
            handler()
            return
        }
        endHandlers.append(handler)
        condition.unlock()
    }

    /// The next chunk, waiting up to `timeout` (`idle` then); `ended` once the stream ended and nothing is queued.
    func next(timeout: Duration) -> Next {
        let deadline = Date(timeIntervalSinceNow: timeout / .seconds(1))
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !isEnded {
            guard condition.wait(until: deadline) else { break }
        }
        if !pending.isEmpty {
            let chunk = pending.removeFirst()
            pendingBytes -= chunk.count
            return .chunk(chunk)
        }
        return isEnded ? .ended : .idle
    }

    /// Streams are the same stream only when they are the same object.
    public static func == (lhs: HTTPResponseStream, rhs: HTTPResponseStream) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
