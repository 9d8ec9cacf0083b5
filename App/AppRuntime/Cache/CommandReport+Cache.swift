import Foundation
import HeadlessHost
import SharedPresentation
import Storage

// What `cache stats`, `cache verify` and `cache clear` found, as text and as the keys of `--json`.
extension CommandReport {
    /// `cache stats`: entries and bytes per tier.
    static func cacheStatistics(directory: URL?, memory: CacheStatistics?, disk: CacheStatistics?) -> CommandReport {
        let tiers = [memory, disk].compactMap { $0 }
        let total = CacheStatistics(
            entryCount: tiers.map(\.entryCount).reduce(0, +), byteCount: tiers.map(\.byteCount).reduce(0, +))
        let lines = [
            directory.map { "cache directory: \($0.path)" } ?? "cache directory: none (--no-cache)",
            "  memory: " + tierText(memory),
            "  disk:   " + tierText(disk),
            "  total:  " + tierText(total),
        ]
        let values = [
            "directory": path(directory), "memory": counts(memory), "disk": counts(disk), "total": counts(total),
        ]
        return CommandReport(text: lines.joined(separator: "\n"), values: values)
    }

    /// `cache verify`: what the check of every disk entry found; no `report` when the disk cache is disabled.
    static func cacheVerification(directory: URL?, report: CacheVerificationReport?) -> CommandReport {
        let (removed, leftovers) = (report?.removedFiles ?? [], report?.leftoverFiles ?? [])
        let files = { (files: [CacheVerificationReport.RemovedFile]) -> ScreenValue in
            .list(files.map { .object(["name": .text($0.name), "problem": .text($0.problem)]) })
        }
        let values: [String: ScreenValue] = [
            "directory": path(directory), "healthy": .flag(report?.isHealthy ?? true),
            "intact": .integer(report?.intactCount ?? 0),
            "expired": .integer(report?.expiredCount ?? 0), "damaged": .integer(removed.count),
            "removed": files(removed), "leftovers": files(leftovers),
        ]
        var text = "cache verify: the disk cache is disabled (--no-cache); nothing to check"
        if let report, let directory {
            let verdict = report.isHealthy ? "cache verified" : "cache damaged"
            let leftoverText = leftovers.isEmpty ? "" : ", \(leftovers.count) leftovers of interrupted writes removed"
            let summary =
                "\(verdict): \(report.intactCount) intact, \(report.expiredCount) expired and removed, "
                + "\(removed.count) damaged and removed\(leftoverText) (\(directory.path))"
            let lines = (removed + leftovers).map { "  removed \($0.name): \($0.problem)" }
            text = ([summary] + lines).joined(separator: "\n")
        }
        return CommandReport(text: text, values: values)
    }

    /// `cache clear`: what was removed.
    static func cacheClearing(directory: URL?, entries: Int, bytes: Int) -> CommandReport {
        CommandReport(
            text: "cache cleared: removed \(entries) entries (\(ByteCountText.text(bytes)))"
                + (directory.map { " from \($0.path)" } ?? ""),
            values: [
                "directory": path(directory), "removedEntries": .integer(entries), "removedBytes": .integer(bytes),
            ])
    }

    private static func path(_ directory: URL?) -> ScreenValue {
        directory.map { .text($0.path) } ?? .null
    }

    private static func counts(_ statistics: CacheStatistics?) -> ScreenValue {
        statistics.map { .object(["entries": .integer($0.entryCount), "bytes": .integer($0.byteCount)]) } ?? .null
    }

    private static func tierText(_ statistics: CacheStatistics?) -> String {
        guard let statistics else { return "disabled" }
        let noun = statistics.entryCount == 1 ? "entry" : "entries"
        return "\(statistics.entryCount) \(noun), \(ByteCountText.text(statistics.byteCount))"
    }
}
