import Dispatch
import Locking
import TestSupport
import Testing

@Suite("Locked")
struct LockedTests {
    @Test func withLockReturnsTheBodysResult() {
        let counter = Locked(41)

        let result = counter.withLock { value -> Int in
            value += 1
            return value
        }

        #expect(result == 42)
    }

    @Test func concurrentIncrementsAreNeverLost() async throws {
        let counter = Locked(0)

        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<1_000 {
                    counter.withLock { $0 += 1 }
                }
            }
        }

        #expect(counter.withLock { $0 } == 8_000)
    }
}
