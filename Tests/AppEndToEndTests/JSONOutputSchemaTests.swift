import Foundation
import TestSupport
import Testing

extension AppEndToEnd.ScriptLane {
    /// Every line `--json` prints, for every kind of command, has the shape `Schemas/app-output.schema.json` says.
    @Suite("--json output against its schema")
    struct JSONOutputSchemaTests {
        /// Each feature's demo is checked by the feature contract suite; this is the App's own tour.
        @Test func everyLineOfTheTourMatchesTheSchema() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(["--json", "--cache-dir", cache.path])

            #expect(run.status == 0, "\(run)")
            try expectSchema(schema, matches: run, count: 5...)
            let last = try JSONValue(parsing: run.outputLines.last ?? "")
            guard case .object(let summary) = last else { throw SchemaTestError.notAnObject([]) }
            #expect(summary["summary"] != nil, "App --json ends with its summary")
        }

        @Test func failuresHelpAndVersionMatchTheSchema() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }
            let runs = [
                (["--json", "--version"], 0), (["--json", "--help"], 0), (["--json", "charcters"], 2),
                (["--json", "character", "99999"], 1), (["--json", "demo", "tuor"], 2),
            ]
            for (arguments, status) in runs {
                let run = try await AppProcess.run(arguments + ["--cache-dir", cache.path])

                #expect(run.status == status, "\(run)")
                try expectSchema(schema, matches: run, count: 1...1)
            }
        }

        @Test func everyStartupAndUsageFailureIsOneErrorObjectMatchingTheSchema() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }
            try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
            let notADirectory = cache.url.appendingPathComponent("file")
            try Data("x".utf8).write(to: notADirectory)
            let missing = cache.url.appendingPathComponent("missing").path
            let runs: [([String], Int32, String)] = [
                (["--json", "--dataset", missing, "characters"] + cache.arguments, 2, "usage"),
                (["--json", "--bogus-option"] + cache.arguments, 2, "usage"),
                (["--json", "bogus"] + cache.arguments, 2, "usage"),
                (["--json", "--cache-dir", notADirectory.path, "characters"], 2, "usage"),
                (["--json", "--events", missing + "/events.jsonl", "characters"] + cache.arguments, 2, "usage"),
                (["--json", "serve", "--dataset", missing], 2, "usage"),
                (["--json", "crawl", "--dataset", missing] + cache.arguments, 2, "usage"),
            ]
            for (arguments, status, kind) in runs {
                let run = try await AppProcess.run(arguments)

                #expect(run.status == status, "\(run)")
                try expectSchema(schema, matches: run, count: 1...1)
                #expect(try errorKind(in: run) == kind, "\(run)")
                #expect(!run.standardError.isEmpty, "the sentence is on stderr too: \(run)")
            }
        }

        @Test func aScriptsFailingLineIsAnErrorObjectNamingItsKindAndLine() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }
            let file = try ScriptFile("characters\nexpect Nobody At All\n")
            defer { file.remove() }

            let run = try await AppProcess.run(["--json", "demo", file.path] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            try expectSchema(schema, matches: run, count: 2...2)
            guard case .object(let last) = try JSONValue(parsing: run.outputLines.last ?? ""),
                case .object(let error)? = last["error"]
            else { throw SchemaTestError.notAnObject(["demo", file.path]) }
            #expect(error["kind"] == .string("expectation"))
            #expect(error["line"] == .integer(2))
        }

        @Test func theShellPrintsOnlyJSONLinesOneOfThemAnErrorForEachFailingLine() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(
                ["--json", "shell", "--cache-dir", cache.path],
                input: "characters\nopen 99999\nnxt\nhelp\ncharacter 99999\nexpect Nobody\n")

            #expect(run.status == 1, "the failed expect: \(run)")
            try expectSchema(schema, matches: run, count: 6...6)
            let errors = run.outputLines.filter { $0.contains(#""error":{"#) }
            #expect(errors.count == 4, "open 99999, nxt, character 99999 (a screen) and the expect: \(run)")
        }
    }
}

extension AppEndToEnd.CommandLane {
    @Suite("--json output of crawl and cache against its schema")
    struct JSONCommandOutputSchemaTests {
        @Test func theCrawlAndEachCacheActionMatchTheSchema() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }
            for arguments in [["crawl"], ["cache", "stats"], ["cache", "verify"], ["cache", "clear"]] {
                let run = try await AppProcess.run(["--json", "--cache-dir", cache.path] + arguments)

                #expect(run.status == 0, "\(run)")
                try expectSchema(schema, matches: run, count: 1...1)
            }
        }
    }
}

extension AppEndToEnd.CommandLane {
    @Suite("--json output of serve against its schema")
    struct JSONServeOutputSchemaTests {
        @Test func servePrintsItsAddressAsOneObjectAndATakenPortAsOneErrorObject() async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let first = try RunningApp(["--json", "serve"])
            let line = try #require(await first.nextLine())
            guard case .object(let object) = try JSONValue(parsing: line), case .string(let url)? = object["url"],
                let port = URL(string: url)?.port
            else { throw SchemaTestError.notAnObject(["serve"]) }

            let second = try await AppProcess.run(["--json", "serve", "--port", String(port)])
            _ = await first.terminate()

            #expect(schema.problems(inLine: line).isEmpty, "\(line)")
            #expect(object["command"] == .string("serve"))
            #expect(second.status == 1, "\(second)")
            try expectSchema(schema, matches: second, count: 1...1)
            #expect(try errorKind(in: second) == "startup")
        }
    }
}

/// The `kind` of the error object `run` printed last.
private func errorKind(in run: AppRun) throws -> String? {
    guard case .object(let last) = try JSONValue(parsing: run.outputLines.last ?? ""),
        case .object(let error)? = last["error"], case .string(let kind)? = error["kind"]
    else { return nil }
    return kind
}

private enum SchemaTestError: Error {
    case notAnObject([String])
}

/// Every stdout line of `run` matches `schema`, and there are `count` of them.
func expectSchema(
    _ schema: JSONSchemaValidator, matches run: AppRun, count: some RangeExpression<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(count.contains(run.outputLines.count), "\(run)", sourceLocation: sourceLocation)
    for (index, line) in run.outputLines.enumerated() {
        let problems = schema.problems(inLine: line)
        #expect(
            problems.isEmpty, "line \(index + 1): \(problems.joined(separator: "\n"))\n\(line)",
            sourceLocation: sourceLocation)
    }
}

extension AppEndToEnd.CommandLane {
    @Suite("--json: every object's command as the user would retype it")
    struct JSONCommandFieldTests {
        @Test(arguments: [
            (["--all", "location", "20"], "location 20 --all"),
            (["image", "1"], "image 1"),
            (["--dataset", "/nonexistent", "characters"], "characters"),
            (["characters", "--pgae", "2"], "characters --pgae 2"),
            (["--events", "/nonexistent/events.jsonl", "favorite", "1"], "favorite 1"),
        ])
        func theCommandKeepsItsFlagsAndDropsGlobalOptionsAndPaths(arguments: [String], command: String) async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(["--json"] + arguments + cache.arguments)

            let first = try #require(run.standardOutput.split(separator: "\n").first)
            guard case .object(let object) = try JSONValue(parsing: String(first)) else {
                throw SchemaTestError.notAnObject(arguments)
            }
            #expect(object["command"] == .string(command), "\(run)")
        }
    }
}
