/// The zig-zag scan of an 8×8 block (ITU T.81 Figure 5).
enum ZigZag {
    static let order: [Int] = {
        var result: [Int] = []
        for diagonal in 0..<15 {
            let rows = max(0, diagonal - 7)...min(diagonal, 7)
            // Even diagonals run up and to the right, odd ones down and to the left.
            let walk = diagonal % 2 == 0 ? Array(rows.reversed()) : Array(rows)
            result += walk.map { row in row * 8 + (diagonal - row) }
        }
        return result
    }()
}
