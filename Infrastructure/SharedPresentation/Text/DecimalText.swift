/// Writes numbers with a fixed number of decimals, independent of locale.
public enum DecimalText {
    /// `value` with one decimal, such as `1.5`.
    public static func oneDecimal(_ value: Double) -> String {
        fixed(value, decimals: 1)
    }

    /// `value` with two decimals, such as `1.25`.
    public static func twoDecimals(_ value: Double) -> String {
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
