import APIReplica
import Foundation
import Testing

@Suite("PlaceholderAvatarSource")
struct PlaceholderAvatarSourceTests {
    @Test func avatarIsABaselineJFIFWithTheAdvertisedSize() throws {
        let jpeg = try JPEGStructure(#require(makeSUT().jpegData(forCharacter: 1)))
        let side = UInt8(PlaceholderAvatarSource.sideLength)
        let frameStart: [UInt8] = [8, 0, side, 0, side, 3]
        let huffmanTablesLength = 4 * 17 + 2 * 12 + 2 * 162  // class/id + counts per table, then the symbols

        #expect(jpeg.segments.map(\.marker) == [0xE0, 0xFE, 0xDB, 0xC0, 0xC4, 0xDA])
        #expect(jpeg.payload(of: 0xFE) == Array("character 1".utf8), "the id, in a comment segment")
        #expect(jpeg.payload(of: 0xE0)?.starts(with: Array("JFIF\0".utf8)) == true)
        #expect(jpeg.payload(of: 0xC0).map { Array($0.prefix(6)) } == frameStart)
        #expect(jpeg.payload(of: 0xDB)?.count == 2 * 65)
        #expect(jpeg.payload(of: 0xC4)?.count == huffmanTablesLength)
        #expect(jpeg.payload(of: 0xDA) == [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    @Test func entropyCodedDataStuffsEveryFFByte() throws {
        for id in 1...4 {
            let scan = try JPEGStructure(#require(makeSUT().jpegData(forCharacter: id))).entropyCodedData

            #expect(!scan.isEmpty)
            #expect(zip(scan, scan.dropFirst()).allSatisfy { $0 != 0xFF || $1 == 0x00 }, "id \(id)")
            #expect(scan.last != 0xFF, "id \(id)")
        }
    }

    @Test func sameIDGivesTheSameBytesEvenFromAnotherSource() {
        let sut = makeSUT()

        #expect(sut.jpegData(forCharacter: 7) == sut.jpegData(forCharacter: 7))
        #expect(sut.jpegData(forCharacter: 7) == PlaceholderAvatarSource().jpegData(forCharacter: 7))
    }

    @Test func differentIDsGiveDifferentBytes() {
        let sut = makeSUT()
        let avatars = (1...12).compactMap { sut.jpegData(forCharacter: $0) }

        #expect(avatars.count == 12)
        #expect(Set(avatars).count == 12)
    }

    @Test(arguments: [0, -1, Int.min])
    func idsBelowOneHaveNoAvatar(id: Int) {
        #expect(makeSUT().jpegData(forCharacter: id) == nil)
    }

    @Test func idsBeyondTheCharacterCountHaveNoAvatar() {
        let sut = makeSUT(characterCount: 3)

        #expect(sut.jpegData(forCharacter: 3) != nil)
        #expect(sut.jpegData(forCharacter: 4) == nil)
    }

    @Test func avatarsStaySmall() throws {
        let size = try #require(makeSUT().jpegData(forCharacter: 1)).count

        #expect((500...8_000).contains(size))
    }

    @Test func concurrentRequestsForOneIDAllGetTheSameBytes() async {
        let sut = makeSUT()
        let results = await withTaskGroup(of: Data?.self) { group in
            for _ in 0..<8 { group.addTask { sut.jpegData(forCharacter: 5) } }
            return await group.reduce(into: [Data?]()) { $0.append($1) }
        }

        #expect(Set(results).count == 1)
        #expect(results.first.flatMap { $0 } != nil)
    }

    private func makeSUT(characterCount: Int? = nil) -> PlaceholderAvatarSource {
        PlaceholderAvatarSource(characterCount: characterCount)
    }
}
