import Dispatch
import Foundation
import Locking

/// The terminals the editor has made raw, put back when a signal ends the process.
///
/// From its first use to the end of the process, SIGINT, SIGTERM, SIGHUP and SIGQUIT reach its handler, which puts
/// back every terminal still raw, then ends the process as the signal would have: the handler's thread unblocks the
/// signal and sends it to itself with its default action. (On Linux, Dispatch takes a signal over for good once a
/// source has watched it, so these sources are made once and never cancelled.)
final class RawTerminals: @unchecked Sendable {
    // @unchecked: `sources` is set once in `init` and only kept alive after; the terminals are behind a lock.
    /// The one registry of the process.
    static let shared = RawTerminals()
    /// The signals that end the process, after which no terminal may stay raw.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let raw = Locked<[Int32: TerminalSettings]>([:])
    private let sources: [any DispatchSourceSignal]

    private init() {
        sources = Self.endingSignals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Self.shared.end(by: number) }
            source.resume()
            return source
        }
    }

    /// The terminal on `descriptor` is raw; `settings` are the ones to put back.
    func add(_ settings: TerminalSettings, for descriptor: Int32) {
        raw.withLock { $0[descriptor] = settings }
    }

    /// The terminal on `descriptor` is no longer raw.
    func remove(_ descriptor: Int32) {
        _ = raw.withLock { $0.removeValue(forKey: descriptor) }
    }

    private func end(by number: Int32) {
        for (descriptor, settings) in raw.withLock({ $0 }) {
            settings.apply(to: descriptor)
        }
        signal(number, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(number)
    }
}
