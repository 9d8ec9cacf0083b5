import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("List screen: endless", .hangGuard)
struct ListScreenEndlessTests {
    @Test func aListOpenedPastItsFirstPageSaysWhereItsItemsStart() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, style: .endless, page: 3, catalog: TestCatalog(count: 45))

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.subtitle == "5 of 45 items loaded, from page 3")
        }
    }

    @Test func moreAppendsTheNextPageUntilEveryItemIsLoaded() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, style: .endless, catalog: TestCatalog(count: 45))
            sut.appear()
            await sut.settle()
            #expect(sut.snapshot.subtitle == "20 of 45 items loaded")
            #expect(sut.snapshot.actionNames.first == "more")

            _ = try sut.perform(.loadMore)
            await sut.settle()
            _ = try sut.perform(.loadMore)
            await sut.settle()

            #expect(sut.snapshot.subtitle == "45 of 45 items loaded")
            #expect(sut.snapshot.sections.first?.rows.count == 45)
            #expect(sut.snapshot.actionNames.first == "more (disabled)")
            #expect(loads.requests.compactMap(\.page) == [1, 2, 3])
            #expect(throws: ScreenCommandError.unavailable(command: "more", reason: "every item is loaded already")) {
                try sut.perform(.loadMore)
            }
        }
    }

    @Test func aFailedMoreKeepsWhatWasLoadedSaysWhyAndRetryLoadsThatPage() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, style: .endless, catalog: nil)
            let catalog = TestCatalog(count: 45)
            sut.appear()
            await loads.pages.complete(with: Fetched(value: try catalog.page(ListQuery(page: 1))))
            await sut.settle()

            _ = try sut.perform(.loadMore)
            await loads.pages.fail(with: LoadFailure.serverError(status: 500), at: 1)
            await sut.settle()
            #expect(sut.snapshot.sections.first?.rows.count == 20)
            #expect(sut.snapshot.notices == ["Couldn't load more items: The server answered with an error (HTTP 500)."])
            #expect(sut.snapshot.actionNames.last == "retry")

            _ = try sut.perform(.retry)
            await loads.pages.complete(with: Fetched(value: try catalog.page(ListQuery(page: 2))), at: 2)
            await sut.settle()

            #expect(sut.snapshot.sections.first?.rows.count == 40)
            #expect(sut.snapshot.notices == [])
            #expect(loads.requests.compactMap(\.page) == [1, 2, 2])
        }
    }

    @Test func aSecondMoreWhileOneLoadsLoadsThePageOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, style: .endless, catalog: nil)
            let catalog = TestCatalog(count: 45)
            sut.appear()
            await loads.pages.complete(with: Fetched(value: try catalog.page(ListQuery(page: 1))))
            await sut.settle()

            _ = try sut.perform(.loadMore)
            _ = try sut.perform(.loadMore)
            await loads.pages.complete(with: Fetched(value: try catalog.page(ListQuery(page: 2))), at: 1)
            await sut.settle()

            #expect(loads.requests.compactMap(\.page) == [1, 2])
        }
    }

    @Test func sectionsGroupTheItemsAsTheFeatureSays() async {
        await withLeakTracking { tracker in
            let loads = TestLoads()
            loads.serve(TestCatalog(count: 4))
            var parts = listParts(loads, style: .endless)
            parts.sections = { items in
                [
                    (title: "Odd", items: items.filter { $0.id % 2 == 1 }),
                    (title: "Even", items: items.filter { $0.id % 2 == 0 }),
                ]
            }
            let sut = ListScreen(parts: parts, clock: TestClock())
            tracker.track(sut)

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.sections.map(\.title) == ["Odd", "Even"])
            #expect(sut.snapshot.sections.map { $0.rows.map(\.id) } == [[1, 3], [2, 4]])
        }
    }

    @Test func nextAndPrevAreNotCommandsOfAnEndlessList() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, style: .endless)

            #expect(throws: ScreenCommandError.unsupported(command: "next", screen: "the items list")) {
                try sut.perform(.next)
            }
        }
    }
}
