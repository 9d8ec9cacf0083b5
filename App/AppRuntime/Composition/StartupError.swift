import APIReplica
import Console
import CoreDI
import Foundation
import HeadlessHost
import LoopbackHTTP
import Tracking

/// Why the App could not start a command: its `report` is printed and the App exits with its `exitCode`.
enum StartupError: Error {
    /// The dataset could not be loaded.
    case datasetUnreadable(ReplicaDatasetSource, reason: String)
    /// The embedded replica could not listen on `port` (0: any free port).
    case replicaUnavailable(port: UInt16, HTTPServerError)
    /// The browser host could not listen on `port` (0: any free port).
    case browserHostUnavailable(port: UInt16, HTTPServerError)
    /// The `--events` file cannot be written.
    case eventsFileUnwritable(JSONLinesEventTrackerError)
    /// The features could not be composed from the App's container (each problem named, with its path).
    case dependenciesInvalid(DependencyError)
    /// The catalog's features do not fit together (see `FeatureCatalog.problems`).
    case catalogUnsound([String])

    var message: String {
        switch self {
        case .datasetUnreadable(let source, let reason):
            "cannot load \(source.displayName): \(reason)"
        case .replicaUnavailable(let port, .bindFailed(_, let code)) where code == EADDRINUSE:
            "cannot serve on 127.0.0.1:\(port): the port is taken by another program"
        case .replicaUnavailable(let port, let error):
            "cannot start the embedded API replica on 127.0.0.1:\(port): \(error)"
        case .browserHostUnavailable(let port, .bindFailed(_, let code)) where code == EADDRINUSE:
            "cannot serve the App on 127.0.0.1:\(port): the port is taken by another program"
        case .browserHostUnavailable(let port, let error):
            "cannot serve the App on 127.0.0.1:\(port): \(error)"
        case .eventsFileUnwritable(let error):
            "cannot write events: \(error)"
        case .dependenciesInvalid(let error):
            "the App's dependencies do not fit together; this is a bug in the App:\n\(error)"
        case .catalogUnsound(let problems):
            (["the App's features do not fit together; this is a bug in the App:"] + problems).joined(separator: "\n")
        }
    }

    var report: ErrorReport {
        ErrorReport(kind: exitCode == .usage ? ErrorReport.Kind.usage : ErrorReport.Kind.startup, message: message)
    }

    /// 2 for what the user gave (a bad `--dataset` or `--events`), 1 for the rest (a taken port, a bug).
    var exitCode: ExitCode {
        switch self {
        case .datasetUnreadable(.directory, _), .eventsFileUnwritable: .usage
        case .datasetUnreadable(.bundledSample, _), .replicaUnavailable, .browserHostUnavailable, .dependenciesInvalid,
            .catalogUnsound:
            .failure
        }
    }
}
