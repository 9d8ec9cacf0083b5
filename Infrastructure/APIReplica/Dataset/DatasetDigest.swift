import Foundation
import SplitMix

/// A digest of a dataset's files, so a cache never answers an edited dataset from the entries of the old one.
enum DatasetDigest {
    static func digest(of files: [Data]) -> UInt64 {
        var state: UInt64 = 0x5241_4D43_4F52_4531
        for file in files {
            state = SplitMix64.mix(state ^ UInt64(file.count))
            var word: UInt64 = 0
            var count = 0
            for byte in file {
                word = word << 8 | UInt64(byte)
                count += 1
                if count == 8 {
                    state = SplitMix64.mix(state ^ word)
                    (word, count) = (0, 0)
                }
            }
            state = SplitMix64.mix(state ^ word ^ UInt64(count) << 56)
        }
        return state
    }
}
