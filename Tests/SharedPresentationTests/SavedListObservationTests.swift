import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Saved list: observed by a view", .hangGuard)
struct SavedListObservationTests {
    @Test func anAnnouncedChangeReloadsTheListAndNotifiesTheViewWithoutSettling() async {
        await withLeakTracking { tracker in
            let (sut, loads, changes) = makeSUT(tracker)
            sut.appear()
            await sut.settle()
            loads.serve(TestCatalog(count: 3))

            await nextChange(of: sut) { changes.announce() }
            await sut.settle()

            #expect(loads.requests.compactMap(\.page) == [1, 1])
            #expect(sut.snapshot.rowTitles == ["Item 1", "Item 2", "Item 3"])
        }
    }

    @Test func aChangeAnnouncedWhileTheListIsAwayIsLoadedAsItSettles() async {
        await withLeakTracking { tracker in
            let (sut, loads, changes) = makeSUT(tracker)
            sut.appear()
            await sut.settle()
            sut.disappear()
            loads.serve(TestCatalog(count: 1))
            changes.announce()

            let notified = await notifiesObserver(of: sut) { await sut.settle() }

            #expect(notified)
            #expect(sut.snapshot.rowTitles == ["Item 1"])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: ListScreen<TestItem>, loads: TestLoads, changes: ChangeSignal) {
        let loads = TestLoads()
        loads.serve(TestCatalog(count: 2))
        let changes = ChangeSignal()
        var parts = listParts(loads)
        parts.changes = changes
        let sut = ListScreen(parts: parts, clock: TestClock())
        tracker.track(sut)
        return (sut, loads, changes)
    }
}
