/// SHA-256 (FIPS 180-4): a hash that is the same in every process, unlike `hashValue`; names the entry files.
enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// The 32-byte digest of `bytes`, as four big-endian 64-bit words.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64, UInt64, UInt64) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { state in
            _ = state.initialize(from: initialState)
            hash(bytes, into: state)
            return (
                UInt64(state[0]) << 32 | UInt64(state[1]), UInt64(state[2]) << 32 | UInt64(state[3]),
                UInt64(state[4]) << 32 | UInt64(state[5]), UInt64(state[6]) << 32 | UInt64(state[7])
            )
        }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer, into state: UnsafeMutableBufferPointer<UInt32>) {
        let fullBlocks = bytes.count / 64
        for block in 0..<fullBlocks {
            compress(state, UnsafeRawBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
        }
        // The padded tail: the remaining bytes, 0x80, zeros, then the bit length; one or two blocks.
        let remainder = bytes.count - fullBlocks * 64
        let tailLength = remainder < 56 ? 64 : 128
        withUnsafeTemporaryAllocation(byteCount: tailLength, alignment: 8) { tail in
            tail.initializeMemory(as: UInt8.self, repeating: 0)
            if remainder > 0 {
                tail.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[(fullBlocks * 64)...]))
            }
            tail[remainder] = 0x80
            let bitLength = UInt64(bytes.count) &* 8
            for index in 0..<8 {
                tail[tailLength - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (UInt64(index) * 8))
            }
            for offset in stride(from: 0, to: tailLength, by: 64) {
                compress(state, UnsafeRawBufferPointer(rebasing: tail[offset..<(offset + 64)]))
            }
        }
    }

    private static func compress(_ state: UnsafeMutableBufferPointer<UInt32>, _ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let word15 = schedule[index - 15]
                let word2 = schedule[index - 2]
                let sigma0 = rotate(word15, 7) ^ rotate(word15, 18) ^ (word15 >> 3)
                let sigma1 = rotate(word2, 17) ^ rotate(word2, 19) ^ (word2 >> 10)
                schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            var (e, f, g, h) = (state[4], state[5], state[6], state[7])
            roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
                    let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = sum0 &+ majority
                    (h, g, f, e) = (g, f, e, d &+ temp1)
                    (d, c, b, a) = (c, b, a, temp1 &+ temp2)
                }
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
            state[5] &+= f
            state[6] &+= g
            state[7] &+= h
        }
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
