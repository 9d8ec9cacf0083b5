/// Writes byte counts for people: `512 B`, `1.5 kB`, `31.2 MB` (decimal units, one decimal).
public enum ByteCountText {
    /// `bytes` as `512 B`, `1.5 kB`, `31.2 MB`.
    public static func text(_ bytes: Int) -> String {
        text(Double(bytes), units: ["B", "kB", "MB", "GB", "TB"])
    }

    /// A transfer rate as `1.5 kB/s`.
    public static func rate(_ bytesPerSecond: Double) -> String {
        text(bytesPerSecond, units: ["B/s", "kB/s", "MB/s", "GB/s", "TB/s"])
    }

    private static func text(_ value: Double, units: [String]) -> String {
        var value = value
        var unit = 0
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_000
            unit += 1
        }
        return unit == 0 ? "\(Int(value.rounded())) \(units[0])" : "\(DecimalText.oneDecimal(value)) \(units[unit])"
    }
}
