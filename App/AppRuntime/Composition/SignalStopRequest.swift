import Foundation

/// A stop request from SIGINT (Ctrl-C) or SIGTERM, which no longer end the process at once while it exists.
@MainActor
final class SignalStopRequest: StopRequest {
    private let signals: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    init() {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        signals = stream
        sources = [SIGINT, SIGTERM].map { Self.listen(to: $0, reporting: continuation) }
    }

    // Nonisolated: the handler runs on a dispatch queue, not on the main actor.
    private nonisolated static func listen(
        to number: Int32,
        reporting continuation: AsyncStream<Int32>.Continuation
    ) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { continuation.yield(number) }
        source.resume()
        return source
    }

    /// Returns at the first SIGINT or SIGTERM; further ones are ignored while the App stops.
    func wait() async -> String {
        defer { sources.forEach { $0.cancel() } }
        for await number in signals {
            return number == SIGINT ? "SIGINT" : "SIGTERM"
        }
        return "the end of the signal stream"
    }
}
