/// Prints measurements as aligned rows: the measured cost, its same-run baseline, the ratio and the target.
struct ResultTable {
    private var rows: [[String]] = [["measurement", "value", "baseline", "ratio", "target", "ok"]]
    private(set) var allTargetsMet = true

    /// Adds a row comparing `value` with `baseline` (same unit), checking `ratio <= maxRatio` or `ratio >= minRatio` when given.
    mutating func add(
        _ name: String,
        value: Double,
        baseline: Double?,
        unit: String,
        maxRatio: Double? = nil,
        minRatio: Double? = nil,
        maxValue: Double? = nil
    ) {
        let ratio = baseline.map { value / $0 }
        var targets: [String] = []
        var met = true
        if let maxRatio {
            targets.append("ratio <= \(format(maxRatio))")
            met = met && (ratio ?? .infinity) <= maxRatio
        }
        if let minRatio {
            targets.append("ratio >= \(format(minRatio))")
            met = met && (ratio ?? 0) >= minRatio
        }
        if let maxValue {
            targets.append("< \(format(maxValue)) \(unit)")
            met = met && value < maxValue
        }
        allTargetsMet = allTargetsMet && met
        rows.append([
            name,
            "\(format(value)) \(unit)",
            baseline.map { "\(format($0)) \(unit)" } ?? "-",
            ratio.map { "\(format($0))x" } ?? "-",
            targets.isEmpty ? "-" : targets.joined(separator: ", "),
            targets.isEmpty ? "" : (met ? "yes" : "NO"),
        ])
    }

    /// Renders the table as text.
    func render() -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        let scaled = (value * 100).rounded() / 100
        return String(scaled)
    }
}
