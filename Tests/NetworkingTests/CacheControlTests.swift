import Networking
import Testing

@Suite("CacheControl")
struct CacheControlTests {
    @Test func theLiveAPIsDirectivesAreRead() {
        let sut = CacheControl(parsing: "public, max-age=7776000, immutable")

        #expect(sut == CacheControl(maxAge: 7_776_000, immutable: true))
    }

    @Test func noCacheAndNoStoreAreReadInAnyLetterCase() {
        #expect(CacheControl(parsing: "No-Cache") == CacheControl(noCache: true))
        #expect(CacheControl(parsing: "private,NO-STORE") == CacheControl(noStore: true))
    }

    @Test func noValueMeansNoDirectives() {
        #expect(CacheControl(parsing: nil) == CacheControl())
        #expect(CacheControl(parsing: "") == CacheControl())
        #expect(CacheControl(parsing: " , ,") == CacheControl())
    }

    @Test(arguments: ["max-age=", "max-age=-1", "max-age=1.5", "max-age=ten", "max-age", "max-age= 60s"])
    func aMaxAgeThatIsNotANumberIsIgnored(value: String) {
        #expect(CacheControl(parsing: value).maxAge == nil)
    }

    @Test func aQuotedMaxAgeIsRead() {
        #expect(CacheControl(parsing: #"max-age="60""#).maxAge == 60)
    }

    @Test func aMaxAgePastTwoToTheThirtyOneCountsAsTwoToTheThirtyOne() {
        #expect(CacheControl(parsing: "max-age=99999999999999999999999").maxAge == CacheControl.maximumSeconds)
        #expect(CacheControl(parsing: "max-age=2147483649").maxAge == CacheControl.maximumSeconds)
    }

    @Test func unknownDirectivesAreIgnored() {
        let sut = CacheControl(parsing: "stale-while-revalidate=30, x-custom=\"a\", max-age=5, must-understand")

        #expect(sut == CacheControl(maxAge: 5))
    }

    @Test func theFirstOfARepeatedDirectiveCounts() {
        #expect(CacheControl(parsing: "max-age=5, max-age=600").maxAge == 5)
    }

    @Test func aCommaInsideAQuotedArgumentSeparatesNothing() {
        let sut = CacheControl(parsing: #"no-cache="Set-Cookie, max-age=9", max-age=60"#)

        #expect(sut == CacheControl(maxAge: 60), "a qualified no-cache names header fields, none of them kept")
    }

    @Test func deltaSecondsAreDigitsOnly() {
        #expect(CacheControl.deltaSeconds("120") == 120)
        #expect(CacheControl.deltaSeconds(" 7 ") == 7)
        #expect(CacheControl.deltaSeconds("-3") == nil)
        #expect(CacheControl.deltaSeconds("") == nil)
    }
}
