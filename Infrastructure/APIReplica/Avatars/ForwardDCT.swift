import Foundation

/// The two-dimensional 8×8 forward DCT-II of baseline JPEG (ITU T.81, A.3.3), done as two matrix products.
enum ForwardDCT {
    // `basis[u * 8 + x]` is C(u)/2 · cos((2x + 1)uπ/16), so `B · f · Bᵀ` carries the standard 1/4 C(u)C(v).
    private static let basis: [Double] = (0..<64).map { index in
        let (u, x) = (index / 8, index % 8)
        let scale = u == 0 ? 1 / (2 * 2.0.squareRoot()) : 0.5
        return scale * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16)
    }

    static func transform(_ samples: [Double], into coefficients: inout [Double]) {
        guard samples.count == 64, coefficients.count == 64 else { return }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { halfway in
            guard let halfway = halfway.baseAddress else { return }
            basis.withUnsafeBufferPointer { basis in
                guard let basis = basis.baseAddress else { return }
                samples.withUnsafeBufferPointer { samples in
                    guard let samples = samples.baseAddress else { return }
                    multiply(basis, samples, transposedInto: halfway)
                }
                coefficients.withUnsafeMutableBufferPointer { coefficients in
                    guard let coefficients = coefficients.baseAddress else { return }
                    multiply(basis, halfway, transposedInto: coefficients)
                }
            }
        }
    }

    // Writes `(B · m)ᵀ`; applied twice, `(B · (B · f)ᵀ)ᵀ = B · f · Bᵀ`.
    private static func multiply(
        _ basis: UnsafePointer<Double>,
        _ matrix: UnsafePointer<Double>,
        transposedInto result: UnsafeMutablePointer<Double>
    ) {
        for row in 0..<8 {
            for column in 0..<8 {
                var sum = 0.0
                for k in 0..<8 { sum += basis[row * 8 + k] * matrix[k * 8 + column] }
                result[column * 8 + row] = sum
            }
        }
    }
}
