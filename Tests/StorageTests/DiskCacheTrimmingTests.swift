import Foundation
import Storage
import Testing

@Suite("DiskCache size limit")
struct DiskCacheTrimmingTests {
    // Every entry below is one 200-byte file, so a 1,000-byte limit holds five and trims to three (70%).
    private static let entrySize = 200
    private static let sizeLimit = 1_000

    @Test func exceedingTheSizeLimitRemovesTheLeastRecentlyStoredDownToSeventyPercent() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open(sizeLimit: Self.sizeLimit)
            for key in ["a", "b", "c", "d", "e", "f"] {
                try store(key, in: sut)
                fixture.clock.advance(by: .seconds(1))
            }

            #expect(try present(["a", "b", "c", "d", "e", "f"], in: sut) == ["d", "e", "f"])
            #expect(try sut.statistics().byteCount <= Self.sizeLimit * 7 / 10)
        }
    }

    @Test func readingAnEntryProtectsItFromTrimming() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open(sizeLimit: Self.sizeLimit)
            for key in ["a", "b", "c", "d", "e"] {
                try store(key, in: sut)
                fixture.clock.advance(by: .seconds(1))
            }
            _ = try sut.entry(forKey: "a")
            fixture.clock.advance(by: .seconds(1))

            try store("f", in: sut)

            #expect(try present(["a", "b", "c", "d", "e", "f"], in: sut) == ["a", "e", "f"])
        }
    }

    @Test func lastAccessRecordedInTheEntriesOrdersTrimmingAfterARestart() async throws {
        try await withDiskCacheFixture { fixture in
            let before = fixture.open(sizeLimit: Self.sizeLimit)
            for key in ["a", "b", "c", "d", "e"] {
                try store(key, in: before)
                fixture.clock.advance(by: .seconds(1))
            }
            fixture.clock.advance(by: .seconds(120))
            _ = try before.entry(forKey: "a")
            fixture.clock.advance(by: .seconds(1))

            let after = fixture.open(sizeLimit: Self.sizeLimit)
            try store("f", in: after)

            #expect(try present(["a", "b", "c", "d", "e", "f"], in: after) == ["a", "e", "f"])
        }
    }

    @Test func expiredEntriesAreTrimmedFirst() async throws {
        try await withDiskCacheFixture { fixture in
            let before = fixture.open(sizeLimit: Self.sizeLimit)
            for key in ["a", "b", "c", "d"] {
                try store(key, in: before)
                fixture.clock.advance(by: .seconds(1))
            }
            try store("e", in: before, expiresAt: fixture.clock.date.addingTimeInterval(1))
            fixture.clock.advance(by: .seconds(2))

            let after = fixture.open(sizeLimit: Self.sizeLimit)
            try store("f", in: after)

            #expect(try present(["a", "b", "c", "d", "e", "f"], in: after) == ["c", "d", "f"])
        }
    }

    private func store(_ key: String, in cache: DiskCache, expiresAt: Date? = nil) throws {
        let payload = Self.entrySize - DiskCacheFixture.fileSize(key: key, payloadSize: 0)
        try cache.store(Data(repeating: UInt8(ascii: "x"), count: payload), forKey: key, expiresAt: expiresAt)
    }

    private func present(_ keys: [String], in cache: DiskCache) throws -> [String] {
        try keys.filter { try cache.entry(forKey: $0) != nil }
    }
}
