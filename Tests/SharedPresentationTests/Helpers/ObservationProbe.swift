import Locking
import Observation
import SharedPresentation

/// Whether `change` notifies an observer of what a view shows of `screen` (its snapshot), as SwiftUI would be.
@MainActor
func notifiesObserver(of screen: some Screen, during change: () async throws -> Void) async rethrows -> Bool {
    let notified = Locked(false)
    withObservationTracking {
        _ = screen.snapshot
    } onChange: {
        notified.withLock { $0 = true }
    }
    try await change()
    return notified.withLock { $0 }
}

/// Suspends, without time passing, until something notifies an observer of `screen.snapshot` after `trigger` ran
/// (a suite's time limit fails a test whose change never comes).
@MainActor
func nextChange(of screen: some Screen, after trigger: () -> Void) async {
    await withCheckedContinuation { continuation in
        withObservationTracking {
            _ = screen.snapshot
        } onChange: {
            continuation.resume()
        }
        trigger()
    }
}
