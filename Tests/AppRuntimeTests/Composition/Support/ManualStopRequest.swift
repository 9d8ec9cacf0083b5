import AppRuntime

/// A stop request that runs `whileServing` (the test's checks against the running server) and then stops it.
@MainActor
final class ManualStopRequest: StopRequest {
    private let whileServing: @MainActor () async -> Void

    init(whileServing: @escaping @MainActor () async -> Void) {
        self.whileServing = whileServing
    }

    func wait() async -> String {
        await whileServing()
        return "a test's request"
    }
}
