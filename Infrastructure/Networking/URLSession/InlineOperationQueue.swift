#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    /// An operation queue that runs each operation at once on the thread that adds it: a `URLSessionLane`'s delegate
    /// queue on Linux.
    ///
    /// swift-corelibs-foundation adds one operation per received chunk to the delegate queue and never waits for it,
    /// so when the delegate falls behind a fast sender the chunks pile up in the queue without bound (gigabytes for
    /// an endless body). Run inline, each callback happens before libcurl reads on: nothing accumulates, and a
    /// rejected body is dropped as it arrives. The callbacks come from the session's own serial queues, so they
    /// still never overlap. A delegate running here must never call back into its session synchronously (the
    /// session's queue is the calling thread's): `URLSessionLane` cancels from another queue.
    // @unchecked Sendable: OperationQueue is itself @unchecked Sendable; this subclass adds no state.
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
