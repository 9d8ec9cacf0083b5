import Foundation
import Locking

/// Appends one JSON object per line (JSON Lines) to a file, each in a single unbuffered write, so lines are never
/// interleaved or held back.
public final class JSONLinesEventTracker: EventTracker {
    private struct State {
        let handle: FileHandle
        let encoder: JSONEncoder
        var lastWriteError: JSONLinesEventTrackerError?
    }

    /// The file events are appended to.
    public let fileURL: URL
    private let state: Locked<State>

    /// Opens (or creates) the file at `fileURL` for appending; throws `cannotOpen` naming the path when it cannot.
    public init(fileURL: URL) throws(JSONLinesEventTrackerError) {
        let path = fileURL.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        self.fileURL = fileURL
        self.state = Locked(
            State(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), encoder: encoder))
    }

    /// The last failure to append an event, if any; `track` cannot throw, so failures are kept here.
    public var lastWriteError: JSONLinesEventTrackerError? {
        state.withLock { $0.lastWriteError }
    }

    /// Appends `event` as one JSON line.
    public func track(_ event: TrackingEvent) {
        let path = fileURL.path
        state.withLock { state in
            do {
                var line = try state.encoder.encode(event)
                line.append(UInt8(ascii: "\n"))
                try state.handle.write(contentsOf: line)
            } catch {
                state.lastWriteError = .cannotWrite(path: path, reason: String(describing: error))
            }
        }
    }
}
