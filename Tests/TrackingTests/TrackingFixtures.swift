import Foundation
import Locking
import Tracking

/// A fixed instant, whole seconds so ISO 8601 round-trips exactly.
let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

func event(_ kind: TrackingEvent.Kind, screen: String = "Characters") -> TrackingEvent {
    TrackingEvent(kind: kind, screen: screen, timestamp: fixedDate)
}

let everyKind: [TrackingEvent.Kind] = [
    .screenShown,
    .loadStarted,
    .loadFinished(itemCount: 20, durationMilliseconds: 12),
    .loadFailed(message: "cannot reach rickandmortyapi.com", durationMilliseconds: 7),
    .userAction(name: "search", argument: "rick"),
    .userAction(name: "next", argument: nil),
]

/// A text sink that keeps every line written to it, from any task.
final class LineSinkSpy: Sendable {
    private let written = Locked<[String]>([])

    var lines: [String] {
        written.withLock { $0 }
    }

    @Sendable func write(_ line: String) {
        written.withLock { $0.append(line) }
    }
}
