import Foundation

/// Runs blocking `body` on a new thread and awaits its result, keeping blocking socket calls off the cooperative
/// pool (whose few threads the server's handlers need).
func onDedicatedThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}
