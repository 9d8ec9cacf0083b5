import Foundation
import Locking

/// The temporary files this process is writing, so that a process stopped by a signal removes them before it ends.
public final class InFlightFiles: Sendable {
    /// The registry of the process: every `DiskCache` write registers its temporary file here.
    public static let process = InFlightFiles()

    private struct State {
        var paths: Set<String> = []
        var isAbandoned = false
    }

    private let state = Locked(State())

    /// Creates the temporary file `path` with `create` and records it, under the lock `abandonAll` takes, so that no
    /// file is ever created unrecorded; nil, creating nothing, once the process abandoned its writes.
    func create(
        _ path: String, with create: () throws(SystemCallError) -> Int32
    ) throws(SystemCallError) -> Int32? {
        try state.withLock { (state: inout State) throws(SystemCallError) -> Int32? in
            guard !state.isAbandoned else { return nil }
            let descriptor = try create()
            state.paths.insert(path)
            return descriptor
        }
    }

    /// `path` was renamed into place or removed.
    func end(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// Removes every temporary file being written, and any a write begins later: for a process about to end.
    public func abandonAll() {
        state.withLock { state in
            state.isAbandoned = true
            for path in state.paths {
                _ = try? FileSystemCalls.remove(path)
            }
            state.paths.removeAll()
        }
    }
}
