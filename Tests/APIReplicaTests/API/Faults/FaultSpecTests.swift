import APIReplica
import Testing

@Suite("FaultSpec")
struct FaultSpecTests {
    @Test func parsesTheDocumentedExample() throws {
        let spec = try FaultSpec.parse(
            "rate=0.3,kinds=500+503+429+drop+truncate+malformed,latency=20ms,retry-after=1,seed=42")

        #expect(spec.rate == 0.3)
        #expect(spec.kinds == FaultSpec.defaultKinds)
        #expect(spec.latency == .milliseconds(20))
        #expect(spec.retryAfterSeconds == 1)
        #expect(spec.seed == 42)
    }

    @Test func omittedKeysTakeTheirDefaults() throws {
        let spec = try FaultSpec.parse("rate=1")

        #expect(spec == FaultSpec(rate: 1))
        #expect(spec.slowDelay == .seconds(2))
        #expect(spec.latency == .zero)
    }

    @Test func kindsAcceptAllAndDurationsAcceptSecondsAndFractions() throws {
        let spec = try FaultSpec.parse(" kinds=slow+all , slow=1.5s, latency=0.25ms ")

        #expect(spec.kinds.first == .slowResponse)
        #expect(Set(spec.kinds) == Set(FaultKind.allCases))
        #expect(spec.kinds.count == FaultKind.allCases.count)
        #expect(spec.slowDelay == .milliseconds(1_500))
        #expect(spec.latency == .microseconds(250))
    }

    @Test func theDescriptionIsASpecThatParsesBackToTheSameSpec() throws {
        let spec = FaultSpec(
            rate: 0.25, kinds: [.dropConnection, .slowResponse], latency: .milliseconds(7), slowDelay: .seconds(3),
            retryAfterSeconds: 9, seed: 7
        )

        #expect(try FaultSpec.parse(spec.description) == spec)
    }

    @Test(arguments: [
        ("", FaultSpecError.empty),
        ("rate", .malformedEntry("rate")),
        ("=1", .malformedEntry("=1")),
        ("speed=1", .unknownKey("speed")),
        ("rate=0.1,rate=0.2", .duplicateKey("rate")),
        ("rate=1.5", .invalidValue(key: "rate", value: "1.5", expected: "a number from 0 to 1")),
        ("rate=abc", .invalidValue(key: "rate", value: "abc", expected: "a number from 0 to 1")),
        ("kinds=500+teapot", .unknownKind("teapot")),
        ("kinds=", .invalidValue(key: "kinds", value: "", expected: "kind names joined by '+'")),
        ("latency=20", .invalidValue(key: "latency", value: "20", expected: "a duration such as 20ms or 1.5s")),
        ("slow=-1s", .invalidValue(key: "slow", value: "-1s", expected: "a duration such as 20ms or 1.5s")),
        (
            "retry-after=x",
            .invalidValue(key: "retry-after", value: "x", expected: "a whole number of seconds, 0 or more")
        ),
        ("seed=-1", .invalidValue(key: "seed", value: "-1", expected: "a whole number from 0 to 18446744073709551615")),
    ])
    func badSpecsAreRefusedWithAClearError(text: String, expected: FaultSpecError) {
        #expect(throws: expected) { try FaultSpec.parse(text) }
    }

    @Test func errorMessagesNameTheOffendingPartAndWhatIsAccepted() {
        #expect(FaultSpecError.unknownKind("teapot").description.contains("'teapot'"))
        #expect(FaultSpecError.unknownKind("teapot").description.contains("500, 503, 429, drop"))
        #expect(FaultSpecError.unknownKey("x").description.contains("rate, kinds, latency, slow, retry-after, seed"))
    }

    @Test func theSyntaxHelpDocumentsEveryKeyAndKind() {
        for key in FaultSpec.keys { #expect(FaultSpec.syntaxHelp.contains("\(key)=")) }
        for kind in FaultKind.allCases { #expect(FaultSpec.syntaxHelp.contains(kind.rawValue)) }
    }
}
