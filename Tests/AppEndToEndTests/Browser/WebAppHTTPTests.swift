import Foundation
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    /// `App web` spoken to over plain HTTP, with no browser: its caching headers, its limits and its `--json` line.
    @Suite("App web over plain HTTP")
    struct WebAppHTTPTests {
        @Test func anAvatarCarriesAnETagAndCacheControlAndAskingAgainCostsA304() async throws {
            let app = try await WebApp()
            let port = try #require(app.url.port.map(UInt16.init))

            let (first, again) = try await onDedicatedThread {
                let client = try RawHTTPClient(port: port)
                let host = "Host: 127.0.0.1:\(port)"
                let first = try client.get("/-/image/character/1", headers: [host])
                let again = try client.get(
                    "/-/image/character/1", headers: [host, "If-None-Match: \(first.header("ETag") ?? "")"])
                return (first, again)
            }
            await app.stop()

            #expect(first.status == 200)
            #expect(first.header("Content-Type") == "image/jpeg")
            #expect(first.header("ETag")?.hasPrefix("\"") == true)
            #expect(first.header("Cache-Control")?.contains("max-age=") == true)
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
        }

        @Test func aPostBodyOverTheHostsCapIsRefusedWith413() async throws {
            let app = try await WebApp()
            let port = try #require(app.url.port.map(UInt16.init))

            let answer = try await onDedicatedThread {
                let client = try RawHTTPClient(port: port)
                try client.sendRequest(
                    "POST", "/-/action",
                    headers: [
                        "Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)",
                        "Content-Length: \(1024 * 1024)",
                    ])
                return try client.readResponse()
            }
            await app.stop()

            #expect(answer.status == 413)
        }

        @Test func withJSONWebPrintsItsAddressAsOneObject() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-json-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let app = try RunningApp([
                "--json", "web", "--data-dir", folder.appendingPathComponent("data").path, "--cache-dir",
                folder.appendingPathComponent("cache").path,
            ])

            let line = try #require(await app.nextLine())
            let ended = await app.terminate()

            #expect(line.contains(#""command":"web""#))
            #expect(line.firstMatch(of: /"url":"http:\/\/127\.0\.0\.1:\d+\/"/) != nil, "\(line)")
            #expect(ended.status == 0, "\(ended.standardError)")
        }
    }
}
