import BrowserHost
import Foundation
import HeadlessHostTesting
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Browser session over loopback", .hangGuard)
struct BrowserSessionTests {
    @Test func aPageShowsTheScreenOfItsAddressOnceItHasAppearedAndSettled() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        let screen = FakeScreen(title: "All the things")
        sut.screens.register(screen, for: AppRoute("things", options: ["name": "rick"]))

        let page = try await sut.send("GET", "/things?name=rick&page=1")

        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        #expect(page.bodyText.contains("<h1>All the things</h1>"))
        #expect(screen.messages.prefix(2) == [.appear, .settle])
    }

    @Test func aPageAsksNoOpenScreenOfAnotherAddressWhatItShows() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        let list = FakeScreen(title: "All the things")
        let detail = FakeScreen(title: "One thing")
        sut.screens.register(list, for: AppRoute("things"))
        sut.screens.register(detail, for: AppRoute("thing", id: 1))
        _ = try await sut.send("GET", "/thing/1")
        let readsOfTheDetail = detail.snapshotReads

        let page = try await sut.send("GET", "/things")
        let again = try await sut.send("GET", "/things")

        #expect(page.bodyText.contains("<h1>All the things</h1>") && again.status == 200)
        #expect(detail.snapshotReads == readsOfTheDetail, "finding the list's open screen builds no other")
    }

    @Test func anAddressNoFeatureShowsIsAPageSayingSo() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }

        let page = try await sut.send("GET", "/nothing")
        let bad = try await sut.send("GET", "/things?page=zero")

        #expect(page.status == 404)
        #expect(page.bodyText.contains("Nothing here shows /nothing."))
        #expect(bad.status == 400)
    }

    @Test func anActionPostedFromAPageRunsAndLeadsBackToIt() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }

        let answer = try await sut.send("POST", "/-/action", body: "name=keep&id=3&return=%2Fthings%3Fpage%3D2")

        #expect(answer.status == 303)
        #expect(answer.header("Location") == "/things?page=2")
        #expect(sut.actions.performed == [ActionRequest("keep", id: 3)])
    }

    @Test func anActionByGetFromAnotherOriginOrToAnotherHostIsRefusedAndNothingChanges() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        let host = "Host: 127.0.0.1:\(sut.port)"

        let byGet = try await sut.send("GET", "/-/action?name=keep&id=3")
        let crossSite = try await sut.send(
            "POST", "/-/action", body: "name=keep&id=3", headers: [host, "Origin: http://attacker.example"])
        let rebound = try await sut.send(
            "POST", "/-/action", body: "name=keep&id=3",
            headers: ["Host: attacker.example:\(sut.port)", "Origin: http://attacker.example:\(sut.port)"])

        #expect(byGet.status == 405)
        #expect(crossSite.status == 403)
        #expect(rebound.status == 421)
        #expect(sut.actions.performed.isEmpty)
    }

    @Test func anActionIsOfferedBesideAnItemUnlessItIsDoneAlready() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        sut.screens.register(screenListing([1, 2]), for: AppRoute("things"))
        sut.actions.doneIDs = [2]

        let page = try await sut.send("GET", "/things")

        #expect(page.bodyText.contains(#"<input type="hidden" name="id" value="1">"#))
        #expect(!page.bodyText.contains(#"<input type="hidden" name="id" value="2">"#))
        #expect(sut.actions.doneQuestions == 1, "one question for the whole page")
    }

    @Test func aCommandFromThePagesScriptRunsOnItsScreenAndAnswersNothing() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        let screen = FakeScreen(title: "Things")
        sut.screens.register(screen, for: AppRoute("things"))
        _ = try await sut.send("GET", "/things")

        let answer = try await sut.send(
            "POST", "/-/command", body: "screen=1&command=search&text=ric",
            headers: sut.pageHeaders + ["X-Requested-With: fetch"])

        #expect(answer.status == 204)
        #expect(screen.messages.contains(.perform(.search("ric"))))
    }

    @Test func aChangeOfTheScreenReachesItsOpenEventStreamAsTheChangedPartsOnly() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }
        let screen = FakeScreen(title: "Things")
        sut.screens.register(screen, for: AppRoute("things"))
        _ = try await sut.send("GET", "/things")
        let port = sut.port

        let (first, second) = try await onDedicatedThread {
            let client = try RawHTTPClient(port: port)
            try client.sendRequest("GET", "/-/events?screen=1", headers: ["Host: 127.0.0.1:\(port)"])
            _ = try client.readResponse()
            let first = try client.read(through: "\n\n")
            Task { @MainActor in screen.snapshot.title = "Other <things>" }
            return (first, try client.read(through: "\n\n"))
        }

        #expect(first.hasPrefix("event: parts\ndata: {"))
        #expect(first.contains("part-content") && first.contains("part-heading"), "a new stream gets every part")
        #expect(second.contains(#"<h1>Other &lt;things&gt;</h1>"#))
        #expect(!second.contains("part-content"), "only the heading changed")
    }

    @Test func anImageOfARouteNoFeatureDetailsIsNotFound() async throws {
        let sut = try ServedSession()
        defer { sut.stop() }

        let unknown = try await sut.send("GET", "/-/image/nothing/1")
        let noImages = try await sut.send("GET", "/-/image/thing/1")

        #expect(unknown.status == 404)
        #expect(noImages.status == 404, "a fake thing has no images")
        #expect(!sut.screens.requestedRoutes.contains(AppRoute("nothing", id: 1)), "no screen is made for it")
    }

    @Test func eventStreamsBeyondTheLimitAreRefused() async throws {
        let sut = try ServedSession(limits: BrowserLimits(eventStreams: 1, settle: .seconds(30)))
        defer { sut.stop() }
        sut.screens.register(FakeScreen(title: "Things"), for: AppRoute("things"))
        _ = try await sut.send("GET", "/things")
        let port = sut.port

        let second = try await onDedicatedThread {
            let first = try RawHTTPClient(port: port)
            try first.sendRequest("GET", "/-/events?screen=1", headers: ["Host: 127.0.0.1:\(port)"])
            _ = try first.readResponse()
            _ = try first.read(through: "\n\n")
            let second = try RawHTTPClient(port: port)
            try second.sendRequest("GET", "/-/events?screen=1", headers: ["Host: 127.0.0.1:\(port)"])
            return try second.readResponse()
        }

        #expect(second.status == 503)
    }

    private func screenListing(_ ids: [Int]) -> FakeScreen {
        let rows = ids.map { ScreenSnapshot.Row(id: $0, title: "Thing \($0)", route: AppRoute("thing", id: $0)) }
        return FakeScreen(
            snapshot: ScreenSnapshot(title: "Things", status: .loaded, sections: [.init(title: nil, rows: rows)]))
    }
}
