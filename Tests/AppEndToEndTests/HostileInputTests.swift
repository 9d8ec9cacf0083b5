import Foundation
import Networking
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AppEndToEnd.CommandLane {
    /// Servers and disks that misbehave on purpose: each ends the command promptly, with a clear message.
    @Suite("App: hostile servers and cache directories")
    struct HostileInputTests {
        @Test(arguments: HostileBodyServer.Body.allCases)
        func aCrawlOfAServerSendingMoreThanTheCapFailsAtOnce(body: HostileBodyServer.Body) async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try HostileBodyServer(body: body)
            defer { server.stop() }

            let run = try await AppProcess.run(["--api", server.apiBase, "crawl"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("is larger than the limit of 4194304 bytes"), "\(run)")
            // What the server saw: each request hung up on once the cap was reached, long before 50 MB each.
            let requests = server.acceptedConnections
            await server.waitUntilConnectionsEnded(requests)
            #expect(requests >= 1)
            #expect(server.bodyBytesSent < requests * 32 * 1024 * 1024, "\(run)")
        }

        @Test func cacheVerifyRemovesAFIFONamedLikeAnEntryWithoutWaitingOnIt() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
            let name = String(repeating: "ab", count: 32) + ".entry"
            try #require(mkfifo(cache.url.appendingPathComponent(name).path, 0o644) == 0)

            let run = try await AppProcess.run(["cache", "verify"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("removed \(name): a FIFO, not a regular file"), "\(run)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
        }

        @Test(arguments: [["cache", "verify"], ["characters"]])
        func aCacheDirThatIsARegularFileIsBadInputNamingIt(command: [String]) async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            try Data("not a directory".utf8).write(to: cache.url)

            let run = try await AppProcess.run(command + cache.arguments)

            #expect(run.status == 2, "\(run)")
            #expect(run.standardError.contains("'\(cache.path)' is a regular file, not a directory"), "\(run)")
            #expect(run.standardOutput.isEmpty)
        }

        @Test func serveKeepsAnsweringNewClientsWhileHundredsOfSocketsSitIdle() async throws {
            let app = try RunningApp(["serve"])
            let line = try #require(await app.nextLine())
            let base = try #require(URL(string: line))
            let port = try #require(base.port.flatMap(UInt16.init(exactly:)))
            let idle = try await onDedicatedThread {
                try (0..<300).map { _ in try LoopbackTestSocket.connected(toPort: port) }
            }
            defer { idle.forEach { close($0) } }

            let response = try await SocketHTTPClient().send(.get(base.appendingPathComponent("character/1")))
            let ended = await app.terminate()

            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self).contains(#""name":"Rick Sanchez""#))
            #expect(ended.status == 0, "\(ended.standardError)")
        }
    }
}
