import Foundation

/// The two-dimensional 8×8 forward DCT-II of baseline JPEG (ITU T.81, A.3.3), done as two 1-D passes.
enum ForwardDCT {
    /// `basis[u * 8 + x]` is C(u)/2 · cos((2x + 1)uπ/16), so `F = B · f · Bᵀ` carries the standard 1/4 C(u)C(v).
    private static let basis: [Double] = (0..<64).map { index in
        let (u, x) = (index / 8, index % 8)
        let scale = u == 0 ? 1 / (2 * 2.0.squareRoot()) : 0.5
        return scale * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16)
    }

    /// Transforms 64 level-shifted samples (row-major, y then x) into 64 coefficients (row-major, v then u).
    static func transform(_ samples: [Double]) -> [Double] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += basis[u * 8 + x] * samples[y * 8 + x] }
                rows[y * 8 + u] = sum
            }
        }
        var coefficients = [Double](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += basis[v * 8 + y] * rows[y * 8 + u] }
                coefficients[v * 8 + u] = sum
            }
        }
        return coefficients
    }
}
