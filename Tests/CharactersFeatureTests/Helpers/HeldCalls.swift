import Testing

/// Calls a spy holds until the test completes them (oldest first); a cancelled caller is released at once.
@MainActor
final class HeldCalls<Value: Sendable> {
    private var waiting: [(id: Int, continuation: CheckedContinuation<Value, any Error>)] = []
    private var nextID = 0

    var count: Int { waiting.count }

    func wait() async throws -> Value {
        nextID += 1
        let id = nextID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting.append((id, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.release(id, with: .failure(CancellationError())) }
        }
    }

    /// Completes the oldest held call with `result`; false when none is held.
    @discardableResult
    func complete(with result: Result<Value, any Error>) -> Bool {
        guard let first = waiting.first else { return false }
        release(first.id, with: result)
        return true
    }

    private func release(_ id: Int, with result: Result<Value, any Error>) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(with: result)
    }
}

/// Yields until `condition` holds (never sleeping); records an issue naming it, `what`, when it still does not after
/// `maxYields` yields.
@MainActor
func eventually(
    _ what: String,
    maxYields: Int = 10_000,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    for _ in 0..<maxYields {
        if condition() { return }
        await Task.yield()
    }
    if !condition() {
        Issue.record("Never true after \(maxYields) yields: \(what)", sourceLocation: sourceLocation)
    }
}
