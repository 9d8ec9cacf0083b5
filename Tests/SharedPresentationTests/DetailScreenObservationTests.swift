import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Detail screen: observed by a view", .hangGuard)
struct DetailScreenObservationTests {
    @Test func theItemAndThenItsRelatedSectionNotifyTheView() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)

            let loading = await notifiesObserver(of: sut) { sut.appear() }
            let loaded = try await notifiesObserver(of: sut) {
                await loads.items.complete(with: Fetched(value: try TestCatalog().item(2)))
                await loads.related.waitForCalls(1)
            }
            let related = await notifiesObserver(of: sut) {
                await loads.related.complete(with: Fetched(value: [ScreenSnapshot.Row(id: 5, title: "Five")]))
                await sut.settle()
            }

            #expect(loading)
            #expect(loaded)
            #expect(related)
            #expect(sut.snapshot.sections.first?.rows.map(\.title) == ["Five"])
        }
    }

    @Test func theItemsImageNotifiesTheView() async throws {
        try await withLeakTracking { tracker in
            let (sut, _) = makeDetailSUT(tracker, image: true)
            sut.appear()
            await sut.settle()

            let loading = try await notifiesObserver(of: sut) { _ = try sut.perform(.action(name: "image", id: 2)) }
            let loaded = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(loading)
            #expect(loaded)
            #expect(sut.snapshot.fields.last?.value.contains("loaded") == true)
        }
    }

    @Test func aFailedLoadNotifiesTheView() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, catalog: nil)
            sut.appear()

            let failed = await notifiesObserver(of: sut) {
                await loads.items.fail(with: LoadFailure.serverError(status: 500))
                await sut.settle()
            }

            #expect(failed)
            #expect(sut.snapshot.actionNames.last == "retry")
        }
    }

    @Test func refreshNotifiesTheView() async throws {
        try await withLeakTracking { tracker in
            let (sut, _) = makeDetailSUT(tracker)
            sut.appear()
            await sut.settle()

            let refreshing = try await notifiesObserver(of: sut) { _ = try sut.perform(.refresh) }
            let refreshed = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(refreshing)
            #expect(refreshed)
        }
    }
}
