import Foundation
import SharedPresentation
import Storage

/// The lines `cache stats` and `cache verify` print.
enum CacheCommandText {
    static func location(_ directory: URL?) -> String {
        directory.map { "cache directory: \($0.path)" } ?? "cache directory: none (--no-cache)"
    }

    static func tier(_ statistics: CacheStatistics?) -> String {
        guard let statistics else { return "disabled" }
        let noun = statistics.entryCount == 1 ? "entry" : "entries"
        return "\(statistics.entryCount) \(noun), \(ByteCountText.text(statistics.byteCount))"
    }

    static func verification(_ report: CacheVerificationReport, directory: URL) -> String {
        let verdict = report.isHealthy ? "cache verified" : "cache damaged"
        return "\(verdict): \(report.intactCount) intact, \(report.expiredCount) expired and removed, "
            + "\(report.removedFiles.count) damaged and removed (\(directory.path))"
    }
}
