import BrowserHost
import Foundation
import HeadlessHost
import SharedPresentation
import TestSupport

/// `Benchmarks web`: the browser host's page rendering, its live updates and the memory its event streams take.
///
/// The characters page rendered as HTML against the same snapshot as text; the time from a favourite posted to its
/// event reaching an open favourites page, against the post's own answer; `App web`'s memory with 100 event streams
/// open, against none.
enum WebBenchmark: BenchmarkSuite {
    static let name = "web"
    static let summary = "App web: a page as HTML vs text, an action to its event vs its answer, 100 open streams"

    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        var table = ResultTable()
        rendering(into: &table, mode: mode)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataset = SnapshotDirectory.locate()
        print(dataset.map { "dataset: \($0.path)" } ?? "dataset: the bundled sample (no snapshot found)")
        let app = try AppBinary.BackgroundApp(
            app: try AppBinary.locate(),
            arguments: [
                "web", "--data-dir", folder.appendingPathComponent("data").path, "--cache-dir",
                folder.appendingPathComponent("cache").path,
            ] + (dataset.map { ["--dataset", $0.path] } ?? []))
        defer { app.stop() }
        let page = try WebPage(address: app.baseURL)
        try await eventLatency(into: &table, page: page, rounds: mode.pick(full: 25, short: 3))
        try await streamMemory(into: &table, page: page, pid: app.processIdentifier)
        print(table.render())
        return table.allTargetsMet
    }

    private static func rendering(into table: inout ResultTable, mode: BenchmarkMode) {
        let snapshot = charactersPage()
        let page = ScreenPage(
            snapshot: snapshot, screenID: 1, route: AppRoute("characters"), appName: "App",
            imageRoutes: ["character"])
        let html = HTMLScreenRenderer()
        let text = TextScreenRenderer()
        let context = RenderContext(command: "characters")
        let iterations = mode.iterations(2_000)
        var watch = mode.stopwatch
        watch.warmupIterations = min(watch.warmupIterations, iterations)
        let htmlTime = watch.nanosecondsPerOperation(iterations: iterations) { _ = html.page(page) }
        let textTime = watch.nanosecondsPerOperation(iterations: iterations) { _ = text.render(snapshot, in: context) }
        table.add(
            "characters page (20 rows) as HTML vs as text", value: htmlTime / 1e3, baseline: textTime / 1e3,
            unit: "µs", maxRatio: 20)
        let (htmlBytes, textBytes) = (html.page(page).utf8.count, text.render(snapshot, in: context).utf8.count)
        print("the page is \(htmlBytes) bytes of HTML, \(textBytes) of text (\(htmlBytes / max(1, textBytes))x)")
    }

    private static func eventLatency(into table: inout ResultTable, page: WebPage, rounds: Int) async throws {
        let stream = try page.openStream(path: "/favorites")
        var eventTimes: [Double] = []
        var answerTimes: [Double] = []
        for round in 0..<(rounds * 2) {
            let favourite = round.isMultiple(of: 2)
            let clock = ContinuousClock()
            let start = clock.now
            try page.post("/-/action", "name=\(favourite ? "favorite" : "unfavorite")&id=1")
            let answered = clock.now
            try stream.readEvents { $0.contains("Rick Sanchez") == favourite }
            let arrived = clock.now
            answerTimes.append(start.duration(to: answered).milliseconds)
            eventTimes.append(start.duration(to: arrived).milliseconds)
        }
        table.add(
            "favourite posted -> its event on an open page vs the post's answer", value: eventTimes.median,
            baseline: answerTimes.median, unit: "ms", maxRatio: 5)
    }

    private static func streamMemory(into table: inout ResultTable, page: WebPage, pid: Int32) async throws {
        let before = try residentKilobytes(of: pid)
        var streams: [WebPage.EventStream] = []
        for _ in 0..<100 {
            streams.append(try page.openStream(path: "/characters"))
        }
        let after = try residentKilobytes(of: pid)
        table.add(
            "App web's memory with 100 event streams open vs none", value: after / 1024, baseline: before / 1024,
            unit: "MB", maxRatio: 1.5)
        print("\(Int((after - before) / 100)) kB a stream")
        streams.removeAll()
    }

    /// `VmRSS` of process `pid`, from `/proc`.
    private static func residentKilobytes(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        guard let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else {
            throw BenchmarkFailure(message: "no VmRSS in /proc/\(pid)/status")
        }
        return kilobytes
    }

    /// A characters page as the App shows one: 20 rows with the API's values.
    private static func charactersPage() -> ScreenSnapshot {
        let rows = (1...20).map { id in
            ScreenSnapshot.Row(
                id: id, title: "Character \(id)", detail: "Alive · Human",
                values: [
                    "id": .integer(id), "name": .text("Character \(id)"), "status": .text("Alive"),
                    "species": .text("Human"), "gender": .text("Female"), "episode": .ids(Array(1...20)),
                    "image": .object(["url": .text("https://rickandmortyapi.com/api/character/avatar/\(id).jpeg")]),
                ], route: AppRoute("character", id: id))
        }
        return ScreenSnapshot(
            title: "Characters", subtitle: "Page 1 of 42", status: .loaded, sections: [.init(title: nil, rows: rows)],
            page: .init(number: 1, pages: 42, items: 826), query: .init(page: 1, searchKey: "name"))
    }
}
