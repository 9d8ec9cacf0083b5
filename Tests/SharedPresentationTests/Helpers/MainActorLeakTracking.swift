import TestSupport

/// `withLeakTracking` for main-actor tests: TestSupport's version is nonisolated, so a main-actor body cannot be
/// sent to it under Swift 6 checking.
@MainActor
func withMainActorLeakTracking<Result>(
    _ body: @MainActor (LeakTracker) async throws -> Result
) async rethrows -> Result {
    let tracker = LeakTracker()
    let result = try await body(tracker)
    await tracker.verify()
    return result
}
