#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    /// An operation queue that runs each operation at once on the thread that adds it.
    // @unchecked Sendable: OperationQueue is itself @unchecked Sendable; this subclass adds no state.
    // corelibs-foundation queues one operation per received chunk without waiting, so behind a fast sender chunks
    // would pile up without bound; run inline, a rejected body is dropped as it arrives. Never call the session back
    // synchronously from here: its queue is the calling thread's.
    final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
        override func addOperation(_ operation: Operation) {
            operation.start()
        }

        override func addOperation(_ block: @escaping @Sendable () -> Void) {
            block()
        }

        override func addOperations(_ operations: [Operation], waitUntilFinished wait: Bool) {
            operations.forEach { $0.start() }
        }
    }
#endif
