import Foundation
import SharedPresentation

extension CharactersStrings {
    /// `Offline: showing saved data from 2024-05-01 12:30 UTC`.
    static func staleNotice(storedAt: Date) -> String {
        "Offline: showing saved data from \(utcMinuteText(storedAt)) UTC"
    }

    /// `512 B`, `3.1 kB`, `1.2 MB`: decimal units, as the crawl and `cache stats` write them.
    static func byteCountText(_ count: Int) -> String {
        ByteCountText.text(count)
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
