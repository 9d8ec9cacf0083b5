import TestSupport

/// The shared held-call spy, for the load requests of a test screen.
typealias PendingCallsOf<Value: Sendable> = PendingCalls<LoadRequest, Value>
