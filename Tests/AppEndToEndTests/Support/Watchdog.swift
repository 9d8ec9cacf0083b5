import Foundation
import Locking

/// Kills a process that runs past its timeout, so a hanging App fails its test instead of hanging the suite.
final class Watchdog {
    private let fired = Locked(false)
    private let item: DispatchWorkItem

    init(process: Process, timeout: Duration) {
        let fired = self.fired
        let pid = process.processIdentifier
        item = DispatchWorkItem {
            fired.withLock { $0 = true }
            kill(pid, SIGKILL)
        }
        let (seconds, attoseconds) = timeout.components
        DispatchQueue.global().asyncAfter(
            deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: item)
    }

    /// Disarms the watchdog; true when it had already fired (the process was killed).
    func cancel() -> Bool {
        item.cancel()
        return fired.withLock { $0 }
    }
}
