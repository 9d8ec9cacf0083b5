import AppRuntime
import Console
import Foundation
import Testing

@MainActor
@Suite("AppComposition: bad input")
struct AppCompositionBadInputTests {
    @Test(arguments: [
        ["--pgae"], ["characters", "--page", "0"], ["character", "x"], ["charcters"],
        ["characters", "--offline", "--refresh"],
    ])
    func badInputPrintsOneLineOnStandardErrorAndExitsWithTwo(arguments: [String]) async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(arguments)

        #expect(code == .usage)
        #expect(code.rawValue == 2)
        #expect(harness.errors.lines.count == 1)
        #expect(harness.errors.text.hasSuffix("; see 'App --help'\n"))
        #expect(harness.output.text.isEmpty)
    }

    @Test func unknownOptionMessageIsExact() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        _ = await harness.run(["characters", "--pgae", "2"])

        #expect(harness.errors.text == "unknown option '--pgae' (did you mean '--page'?); see 'App --help'\n")
    }

    @Test(arguments: [
        (["charcters"], "unknown command 'charcters' (did you mean 'characters'?)"),
        (["characters", "--jsno"], "unknown option '--jsno' (did you mean '--json'?)"),
        (["zzzzzz"], "unknown command 'zzzzzz'"),
    ])
    func aTypoGetsTheNearestWordAndExitsWithTwo(arguments: [String], message: String) async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(arguments)

        #expect(code == .usage)
        #expect(harness.errors.text == "\(message); see 'App --help'\n")
    }

    @Test func withJSONBadInputIsAlsoOneErrorObjectOnStandardOutput() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["--json", "characters", "--pgae", "2"])

        #expect(code == .usage)
        #expect(harness.errors.text == "unknown option '--pgae' (did you mean '--page'?); see 'App --help'\n")
        let line = try #require(harness.output.lines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any])
        #expect(harness.output.lines.count == 1)
        #expect(error["kind"] as? String == "usage")
        #expect(error["message"] as? String == "unknown option '--pgae' (did you mean '--page'?); see 'App --help'")
        #expect(object["command"] as? String == "characters --pgae 2", "the command as retyped: no global option")
    }
}
