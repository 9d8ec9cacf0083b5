import APIReplica
import Foundation
import LoopbackHTTP
import Testing

@Suite("FaultInjector")
struct FaultInjectorTests {
    @Test func theSameSeedGivesTheSameFaultsAndAnotherSeedOthers() {
        let targets = (0..<500).map { "/api/character/\($0 % 50)" }

        let first = plan(FaultInjector(spec: FaultSpec(rate: 0.3, seed: 42)), targets)
        let again = plan(FaultInjector(spec: FaultSpec(rate: 0.3, seed: 42)), targets)
        let other = plan(FaultInjector(spec: FaultSpec(rate: 0.3, seed: 43)), targets)

        #expect(first == again)
        #expect(first != other)
    }

    @Test func eachTargetsFaultsDependOnlyOnHowOftenThatTargetWasRequested() {
        let sut = FaultInjector(spec: FaultSpec(rate: 0.5, kinds: FaultKind.allCases, seed: 9))
        let interleaved = ["/a", "/b", "/a", "/c", "/b", "/a"]
        let reordered = ["/c", "/b", "/b", "/a", "/a", "/a"]

        let first = applied(sut, interleaved)
        let second = applied(FaultInjector(spec: sut.spec), reordered)

        for target in ["/a", "/b", "/c"] {
            #expect(first.filter { $0.0 == target }.map(\.1) == second.filter { $0.0 == target }.map(\.1))
        }
    }

    @Test(arguments: [0.0, 0.1, 0.3, 0.9, 1.0])
    func aThousandDistinctRequestsGetTheRateOfFaultsWithinTwentyPercent(rate: Double) {
        let sut = FaultInjector(spec: FaultSpec(rate: rate, seed: 1))

        for index in 0..<1_000 { _ = sut.apply(to: ok, for: get("/api/character/\(index)")) }

        let expected = 1_000 * rate
        #expect(abs(Double(sut.report.totalInjected) - expected) <= 60)
        #expect(sut.report.requests == 1_000)
    }

    @Test func aThousandRepeatsOfOneTargetGetTheRateOfFaults() {
        let sut = FaultInjector(spec: FaultSpec(rate: 0.3, seed: 5))

        for _ in 0..<1_000 { _ = sut.apply(to: ok, for: get("/api/character")) }

        #expect((240...360).contains(sut.report.totalInjected))
    }

    @Test func faultsAreSpreadOverTheChosenKindsAndCountedPerKind() {
        let sut = FaultInjector(spec: FaultSpec(rate: 1, kinds: [.internalServerError, .dropConnection], seed: 3))

        for index in 0..<400 { _ = sut.apply(to: ok, for: get("/\(index)")) }

        #expect(Set(sut.report.injected.keys) == [.internalServerError, .dropConnection])
        #expect((150...250).contains(sut.report.count(of: .dropConnection)))
        #expect(sut.report.totalInjected == 400)
    }

    @Test(arguments: [(FaultKind.internalServerError, 500), (.serviceUnavailable, 503), (.tooManyRequests, 429)])
    func errorFaultsAnswerTheirStatusWithAJSONErrorBody(kind: FaultKind, status: Int) throws {
        let sut = FaultInjector(spec: FaultSpec(rate: 1, kinds: [kind], retryAfterSeconds: 3))

        let response = sut.apply(to: ok, for: get("/api"))
        let body = try JSONSerialization.jsonObject(with: response.body) as? [String: String]

        #expect(response.status == status)
        #expect(body?["error"]?.hasPrefix("Injected fault: \(status)") == true)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(response.headers["Access-Control-Allow-Origin"] == "*")
        #expect(response.headers["Retry-After"] == (kind == .tooManyRequests ? "3" : nil))
    }

    @Test func transportFaultsKeepTheAnswerButChangeHowItIsDelivered() {
        let drop = FaultInjector(spec: FaultSpec(rate: 1, kinds: [.dropConnection]))
        let truncate = FaultInjector(spec: FaultSpec(rate: 1, kinds: [.truncateBody]))

        #expect(drop.apply(to: ok, for: get("/")).delivery == .dropConnection)
        #expect(truncate.apply(to: ok, for: get("/")).delivery == .truncateBody(afterBytes: ok.body.count / 2))
        #expect(truncate.apply(to: ok, for: get("/")).body == ok.body)
    }

    @Test func aMalformedBodyIsA200ThatIsNotJSON() {
        let sut = FaultInjector(spec: FaultSpec(rate: 1, kinds: [.malformedBody]))
        let notFound = HTTPServerResponse(status: 404, headers: ["ETag": "W/\"1\""], body: Data(#"{"e":1}"#.utf8))

        let response = sut.apply(to: notFound, for: get("/"))

        #expect(response.status == 200)
        #expect(response.headers["ETag"] == nil)
        #expect((try? JSONSerialization.jsonObject(with: response.body)) == nil)
    }

    @Test func latencyIsAddedToEveryAnswerAndSlowFaultsAddTheirDelay() {
        let calm = FaultInjector(spec: FaultSpec(rate: 0, latency: .milliseconds(20)))
        let slow = FaultInjector(
            spec: FaultSpec(rate: 1, kinds: [.slowResponse], latency: .milliseconds(20), slowDelay: .seconds(2))
        )

        #expect(calm.apply(to: ok, for: get("/")).delay == .milliseconds(20))
        #expect(slow.apply(to: ok, for: get("/")).delay == .milliseconds(2_020))
        #expect(slow.apply(to: ok, for: get("/")).status == 200)
    }

    @Test func itCanBeMadeFromASpecText() throws {
        #expect(try FaultInjector(parsing: "rate=0.5,seed=8").spec == FaultSpec(rate: 0.5, seed: 8))
        #expect(throws: FaultSpecError.unknownKey("x")) { try FaultInjector(parsing: "x=1") }
    }

    private let ok = HTTPServerResponse(
        status: 200, headers: ["ETag": "W/\"a\""], body: Data(#"{"id":1,"name":"Rick"}"#.utf8))

    private func get(_ target: String) -> HTTPServerRequest {
        HTTPServerRequest(method: "GET", target: target)
    }

    private func plan(_ sut: FaultInjector, _ targets: [String]) -> [FaultKind?] {
        var seen: [String: Int] = [:]
        return targets.map { target in
            defer { seen[target, default: 0] += 1 }
            return sut.plannedFault(forTarget: target, occurrence: seen[target, default: 0])
        }
    }

    private func applied(_ sut: FaultInjector, _ targets: [String]) -> [(String, HTTPServerResponse)] {
        targets.map { ($0, sut.apply(to: ok, for: get($0))) }
    }
}
