import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("List screen: observed by a view", .hangGuard)
struct ListScreenObservationTests {
    @Test func loadingThenLoadingTheFirstPageNotifiesTheView() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)

            let loading = await notifiesObserver(of: sut) { sut.appear() }
            #expect(sut.snapshot.status == .loading)
            let loaded = try await notifiesObserver(of: sut) {
                await loads.pages.complete(with: Fetched(value: try TestCatalog().page(ListQuery(page: 1))))
                await sut.settle()
            }

            #expect(loading)
            #expect(loaded)
            #expect(sut.snapshot.status == .loaded)
        }
    }

    @Test func aFailedLoadNotifiesTheView() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, catalog: nil)
            sut.appear()

            let failed = await notifiesObserver(of: sut) {
                await loads.pages.fail(with: LoadFailure.serverError(status: 500))
                await sut.settle()
            }

            #expect(failed)
            #expect(sut.snapshot.actionNames.last == "retry")
        }
    }

    @Test func moreNotifiesTheViewAsItStartsAndAsItsPageArrives() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, style: .endless, catalog: TestCatalog(count: 45))
            sut.appear()
            await sut.settle()

            let started = try await notifiesObserver(of: sut) { _ = try sut.perform(.loadMore) }
            let appended = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(started)
            #expect(appended)
            #expect(sut.snapshot.subtitle == "40 of 45 items loaded")
        }
    }

    @Test func aSearchNotifiesTheViewOnceItsDelayEnds() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, clock) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            let searched = try await notifiesObserver(of: sut) { try await search("Item 1", on: sut, clock: clock) }

            #expect(searched)
            #expect(sut.snapshot.query?.search == "Item 1")
        }
    }

    @Test func aRowsImageNotifiesTheView() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker, images: true)
            sut.appear()
            await sut.settle()

            let loading = try await notifiesObserver(of: sut) { _ = try sut.perform(.action(name: "image", id: 1)) }
            let loaded = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(loading)
            #expect(loaded)
            #expect(sut.snapshot.sections.first?.rows.first?.detail?.contains("image: loaded") == true)
        }
    }

    @Test func settlingWithNothingToDoNotifiesNoOne() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeListSUT(tracker)
            sut.appear()
            await sut.settle()

            let notified = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(!notified)
        }
    }
}
