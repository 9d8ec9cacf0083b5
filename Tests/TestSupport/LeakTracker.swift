import Testing

/// Records objects a test creates and, at the end, reports each one that is still alive as a memory leak.
///
/// Use it through `withLeakTracking(_:)`, which runs the test body and then verifies, so every local reference the
/// body held is already released when the check runs.
public final class LeakTracker {
    private struct Tracked {
        weak var object: AnyObject?
        let description: String
        let sourceLocation: SourceLocation
    }

    private var tracked: [Tracked] = []

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Starts watching `object`; it must be deallocated by the time `verify()` runs.
    public func track(_ object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        tracked.append(
            Tracked(object: object, description: String(describing: type(of: object)), sourceLocation: sourceLocation)
        )
    }

    /// Records an issue for every tracked object still alive, after letting pending tasks finish releasing them.
    ///
    /// Tasks that captured a tracked object may still be unwinding, so it yields up to `maxYields` times before
    /// deciding that an object leaked.
    public func verify(maxYields: Int = 1_000) async {
        for _ in 0..<maxYields where tracked.contains(where: { $0.object != nil }) {
            await Task.yield()
        }
        for item in tracked where item.object != nil {
            Issue.record(
                "\(item.description) should have been deallocated: potential memory leak",
                sourceLocation: item.sourceLocation
            )
        }
        tracked.removeAll()
    }
}

/// Runs `body` with a `LeakTracker`, then verifies that every object the body tracked has been deallocated.
///
/// It runs in the caller's isolation, so `@MainActor` tests can track main-actor objects.
public func withLeakTracking<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (LeakTracker) async throws -> Result
) async rethrows -> Result {
    let tracker = LeakTracker()
    let result = try await body(tracker)
    await tracker.verify()
    return result
}
