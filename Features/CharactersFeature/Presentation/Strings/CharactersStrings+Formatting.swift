import Foundation

extension CharactersStrings {
    /// `Offline: showing saved data from 2024-05-01 12:30 UTC`.
    static func staleNotice(storedAt: Date) -> String {
        "Offline: showing saved data from \(utcMinuteText(storedAt)) UTC"
    }

    /// `512 bytes`, `3.1 KB`, `1.2 MB` (1 KB = 1024 bytes).
    static func byteCountText(_ count: Int) -> String {
        let kilobyte = 1024.0
        let bytes = Double(count)
        if bytes < kilobyte {
            return "\(count) bytes"
        }
        if bytes < kilobyte * kilobyte {
            return String(format: "%.1f KB", bytes / kilobyte)
        }
        return String(format: "%.1f MB", bytes / (kilobyte * kilobyte))
    }

    /// `2024-05-01 12:30`, in UTC whatever the machine's time zone.
    static func utcMinuteText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d",
            parts.year ?? 0,
            parts.month ?? 0,
            parts.day ?? 0,
            parts.hour ?? 0,
            parts.minute ?? 0
        )
    }
}
