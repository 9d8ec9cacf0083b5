import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AppEndToEnd.CommandLane {
    @Suite("App: serve")
    struct ServeTests {
        @Test func servePrintsItsURLAnswersRequestsAndStopsCleanlyOnSIGTERM() async throws {
            let app = try RunningApp(["serve"])

            let line = try #require(await app.nextLine())
            let base = try #require(URL(string: line))
            let (data, response) = try await URLSession.shared.data(from: base.appendingPathComponent("character/2"))
            let ended = await app.terminate()

            #expect(line.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/api/) != nil)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self).contains(#""name":"Morty Smith""#))
            #expect(ended.status == 0, "\(ended.standardError)")
            #expect(ended.standardError.contains("Received SIGTERM; the replica has stopped."))
        }

        @Test func aTakenPortIsAClearExitOne() async throws {
            let first = try RunningApp(["serve"])
            let line = try #require(await first.nextLine())
            let port = try #require(URL(string: line)?.port)

            let second = try await AppProcess.run(["serve", "--port", String(port)])
            _ = await first.terminate()

            #expect(second.status == 1, "\(second)")
            #expect(second.standardError == "cannot serve on 127.0.0.1:\(port): the port is taken by another program\n")
        }
    }
}
