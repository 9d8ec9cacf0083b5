import SharedPresentation
import Testing

@testable import HeadlessHost

@Suite("ScriptParser")
struct ScriptParserTests {
    @Test func parserReadsEveryCommandWithItsLineNumber() throws {
        let script = """
            # a comment
            characters --page 2 --name "Rick Sanchez"

            character 1
            episodes --season 3
            episode 28
            next
            prev
            refresh
            more
            open 5
            back
            search Morty Smith
            filter status=alive
            retry
            image 1
            wait 1500
            expect Rick Sanchez
            expect-not "  Morty"
            """

        let lines = try ScriptParser(vocabulary: .sample).parse(script)

        #expect(
            lines == [
                ScriptLine(
                    number: 2, step: .show(AppRoute("characters", options: ["page": "2", "name": "Rick Sanchez"]))),
                ScriptLine(number: 4, step: .show(AppRoute("character", id: 1))),
                ScriptLine(number: 5, step: .show(AppRoute("episodes", options: ["season": "3"]))),
                ScriptLine(number: 6, step: .show(AppRoute("episode", id: 28))),
                ScriptLine(number: 7, step: .perform(.next)),
                ScriptLine(number: 8, step: .perform(.previous)),
                ScriptLine(number: 9, step: .perform(.refresh)),
                ScriptLine(number: 10, step: .perform(.loadMore)),
                ScriptLine(number: 11, step: .perform(.open(id: 5))),
                ScriptLine(number: 12, step: .back),
                ScriptLine(number: 13, step: .perform(.search("Morty Smith", typing: false))),
                ScriptLine(number: 14, step: .perform(.filter(key: "status", value: "alive"))),
                ScriptLine(number: 15, step: .perform(.retry)),
                ScriptLine(number: 16, step: .perform(.action(name: "image", id: 1))),
                ScriptLine(number: 17, step: .wait(.milliseconds(1500))),
                ScriptLine(number: 18, step: .expect("Rick Sanchez")),
                ScriptLine(number: 19, step: .expectNot("  Morty")),
            ]
        )
    }

    @Test func parserIgnoresCommentsBlankLinesAndWindowsLineEnds() throws {
        let lines = try ScriptParser(vocabulary: .sample).parse("  # intro\r\n\r\n   \r\nnext\r\n")

        #expect(lines == [ScriptLine(number: 4, step: .perform(.next))])
    }

    @Test func emptySearchAndEmptyFilterValueClear() throws {
        let lines = try ScriptParser(vocabulary: .sample).parse("search\nfilter status=")

        #expect(
            lines.map(\.step) == [.perform(.search("", typing: false)), .perform(.filter(key: "status", value: ""))])
    }

    static let badLines: [(String, String)] = [
        ("nxt", "line 3: unknown command 'nxt' (did you mean 'next'?); see 'App --help'"),
        ("serve", "line 3: 'serve' is not a script command; see 'App --help'"),
        ("open", "line 3: 'open' needs an ID; see 'App --help'"),
        ("open 0", "line 3: invalid value '0' for 'open ID': expected a whole number of at least 1; see 'App --help'"),
        ("open 1 2", "line 3: unexpected argument '2' for 'open'; see 'App --help'"),
        ("next 2", "line 3: unexpected argument '2' for 'next'; see 'App --help'"),
        ("back now", "line 3: unexpected argument 'now' for 'back'; see 'App --help'"),
        (
            "image 0",
            "line 3: invalid value '0' for 'image ID': expected a whole number of at least 1; see 'App --help'"
        ),
        ("wait", "line 3: 'wait' needs a number of milliseconds; see 'App --help'"),
        (
            "wait soon",
            "line 3: invalid value 'soon' for 'wait MS': expected milliseconds from 0 to 60000; see 'App --help'"
        ),
        (
            "wait 60001",
            "line 3: invalid value '60001' for 'wait MS': expected milliseconds from 0 to 60000; see 'App --help'"
        ),
        ("filter", "line 3: 'filter' needs KEY=VALUE; see 'App --help'"),
        (
            "filter status",
            "line 3: invalid value 'status' for 'filter': expected KEY=VALUE, such as status=alive; see 'App --help'"
        ),
        (
            "filter =alive",
            "line 3: invalid value '=alive' for 'filter': expected KEY=VALUE, such as status=alive; see 'App --help'"
        ),
        ("expect", "line 3: 'expect' needs a TEXT to look for; see 'App --help'"),
        ("expect-not", "line 3: 'expect-not' needs a TEXT to look for; see 'App --help'"),
        (
            "characters --page 0",
            "line 3: invalid value '0' for '--page': expected a whole number of at least 1; see 'App --help'"
        ),
        ("characters --json", "line 3: option '--json' does not apply to 'characters'; see 'App --help'"),
        ("characters --pgae 2", "line 3: unknown option '--pgae' (did you mean '--page'?); see 'App --help'"),
        ("characters --name \"Rick", "line 3: unterminated quote in '--name \"Rick'; see 'App --help'"),
        (
            "episodes --season x",
            "line 3: invalid value 'x' for '--season': expected a whole number of at least 1; see 'App --help'"
        ),
        ("character", "line 3: 'character' needs an ID; see 'App --help'"),
    ]

    @Test(arguments: badLines)
    func parserErrorsNameTheLine(line: String, message: String) {
        do {
            _ = try ScriptParser(vocabulary: .sample).parse("characters\n\n\(line)\nnext")
            Issue.record("'\(line)' should not parse")
        } catch {
            #expect(error.line == 3)
            #expect(error.message == message)
        }
    }

    static let steps: [ScriptStep] = [
        .show(AppRoute("characters")),
        .show(AppRoute("characters", options: ["page": "4", "name": "Rick Sanchez", "status": "alive"])),
        .show(AppRoute("character", id: 9)),
        .show(AppRoute("episodes", options: ["page": "2", "season": "1"])),
        .show(AppRoute("episode", id: 3)),
        .perform(.next), .perform(.previous), .perform(.refresh), .perform(.loadMore), .perform(.retry),
        .perform(.open(id: 2)), .perform(.openLink("origin")), .perform(.action(name: "image", id: 2)),
        .perform(.search("Morty Smith", typing: false)),
        .perform(.search("", typing: false)),
        .perform(.search(" padded ", typing: false)), .perform(.filter(key: "gender", value: "female")),
        .perform(.filter(key: "status", value: "")), .back, .wait(.milliseconds(250)), .wait(.seconds(2)),
        .expect("Page 2 of 42"), .expect(" Alive"), .expectNot("\"quoted\""),
    ]

    @Test(arguments: steps)
    func scriptTextParsesBackToTheSameStep(step: ScriptStep) throws {
        let line = try ScriptParser(vocabulary: .sample).parseLine(step.scriptText, number: 1)

        #expect(line?.step == step)
    }
}

@Suite("ScriptParser line bound")
struct ScriptParserLineBoundTests {
    @Test func aLineLongerThanTheBoundIsRefusedNamingItsNumber() {
        let script = "next\n" + String(repeating: "x", count: ScriptParser.maximumLineBytes + 1)

        #expect(throws: ScriptParseError(line: 2, problem: .lineTooLong(limit: ScriptParser.maximumLineBytes))) {
            try ScriptParser(vocabulary: .sample).parse(script)
        }
    }

    @Test func aLineOfExactlyTheBoundIsRead() throws {
        let line = "expect " + String(repeating: "x", count: ScriptParser.maximumLineBytes - 7)

        let lines = try ScriptParser(vocabulary: .sample).parse(line)

        #expect(lines.count == 1)
    }
}
