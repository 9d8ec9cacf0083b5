/// Writes byte counts for people: `512 B`, `1.5 kB`, `31.2 MB` (decimal units, one decimal).
enum ByteCountText {
    static func text(_ bytes: Int) -> String {
        text(Double(bytes), units: ["B", "kB", "MB", "GB", "TB"])
    }

    static func rate(_ bytesPerSecond: Double) -> String {
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

/// Writes numbers with a fixed number of decimals, independent of locale.
enum DecimalText {
    static func oneDecimal(_ value: Double) -> String {
        fixed(value, decimals: 1)
    }

    static func twoDecimals(_ value: Double) -> String {
        fixed(value, decimals: 2)
    }

    private static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return (value < 0 && scaled != 0 ? "-" : "") + "\(whole).\(padded)"
    }
}
