import Foundation

/// Room for the writes waiting in `WriteBehindStore`, in bytes and in writes.
///
/// `take` waits while the writes waiting hold `bytes` or number `writes`; `give` frees what a finished write took.
/// One write larger than `bytes` still goes, alone.
final class PendingRoom: @unchecked Sendable {
    // @unchecked: `pendingBytes` and `pendingWrites` are read and written only with `condition` locked.
    private let condition = NSCondition()
    private let bytes: Int
    private let writes: Int
    private var pendingBytes = 0
    private var pendingWrites = 0

    init(bytes: Int, writes: Int) {
        self.bytes = bytes
        self.writes = writes
    }

    /// The writes waiting now, and their bytes.
    var taken: (writes: Int, bytes: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (pendingWrites, pendingBytes)
    }

    /// Waits for room for a write of `count` bytes, and takes it.
    func take(_ count: Int) {
        condition.lock()
        defer { condition.unlock() }
        while pendingWrites > 0, pendingBytes + count > bytes || pendingWrites >= writes {
            condition.wait()
        }
        pendingBytes += count
        pendingWrites += 1
    }

    /// Frees the room a finished write of `count` bytes took.
    func give(_ count: Int) {
        condition.lock()
        pendingBytes -= count
        pendingWrites -= 1
        condition.broadcast()
        condition.unlock()
    }
}
