import Storage
import Testing

@Suite("CacheValidators")
struct CacheValidatorsTests {
    @Test func validatorsAreKeptAsTheServerSentThemLessSpacesAtTheEnds() {
        let sut = CacheValidators(entityTag: " W/\"2a-1f\"\t", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT")

        #expect(sut.entityTag == "W/\"2a-1f\"")
        #expect(sut.lastModified == "Sat, 05 Nov 2022 00:00:00 GMT")
        #expect(!sut.isEmpty)
    }

    @Test func aValidatorLongerThanTheMaximumIsDroppedNotCut() {
        let longest = "\"" + String(repeating: "a", count: CacheValidators.maximumBytes - 2) + "\""

        #expect(CacheValidators(entityTag: longest).entityTag == longest)
        #expect(CacheValidators(entityTag: longest + "b").entityTag == nil)
    }

    @Test(arguments: ["\"a\r\nX-Injected: 1\"", "\"caf\u{E9}\"", "\"a\u{0}\"", "", "   "])
    func aValidatorThatCouldNotBeSentBackAsItCameIsDropped(value: String) {
        #expect(CacheValidators(entityTag: value, lastModified: value).isEmpty)
    }
}
