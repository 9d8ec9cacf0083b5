import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("PaginatedListViewModel", .timeLimit(.minutes(1)))
struct PaginatedListViewModelTests {
    @Test func startsEmptyWithNothingToLoadMore() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeSUT(tracker)

            #expect(sut.items.isEmpty)
            #expect(!sut.canLoadMore)
            #expect(!sut.loadMore())
        }
    }

    @Test func firstPageShowsItsItemsAndOffersMore() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)

            sut.didStartLoading()
            #expect(sut.isLoading)
            sut.didFinishLoading(with: page([1, 2], more: more))

            #expect(!sut.isLoading)
            #expect(sut.items == [1, 2])
            #expect(sut.hasMorePages)
            #expect(sut.canLoadMore)
        }
    }

    @Test func loadMoreAppendsTheNextPage() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))

            #expect(sut.loadMore())
            #expect(sut.isLoadingMore)
            #expect(!sut.canLoadMore)
            await more.waitForLoads(1)
            more.complete(with: page([1, 2, 3, 4], more: more))
            await sut.waitUntilIdle()

            #expect(!sut.isLoadingMore)
            #expect(sut.items == [1, 2, 3, 4])
            #expect(sut.canLoadMore)
        }
    }

    @Test func canLoadMoreIsFalseOnTheLastPage() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))

            sut.loadMore()
            await more.waitForLoads(1)
            more.complete(with: page([1, 2, 3], more: nil))
            await sut.waitUntilIdle()

            #expect(sut.items == [1, 2, 3])
            #expect(!sut.hasMorePages)
            #expect(!sut.canLoadMore)
            #expect(!sut.loadMore())
        }
    }

    @Test func loadMoreIsRefusedWhileOneIsInFlight() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1], more: more))

            sut.loadMore()
            let secondStarted = sut.loadMore()
            await more.waitForLoads(1)
            more.complete(with: page([1, 2], more: nil))
            await sut.waitUntilIdle()

            #expect(!secondStarted)
            #expect(more.loadCallCount == 1)
        }
    }

    @Test func failedLoadMoreKeepsItsErrorAndTheItemsLoadedBefore() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))

            sut.loadMore()
            await more.waitForLoads(1)
            more.fail(with: TestError("offline"))
            await sut.waitUntilIdle()

            #expect(sut.items == [1, 2])
            #expect(!sut.isLoadingMore)
            #expect(sut.loadMoreError as? TestError == TestError("offline"))
            #expect(sut.loadMoreErrorMessage == "failed: offline")
            #expect(sut.errorMessage == nil)
            #expect(sut.canRetryLoadMore)
        }
    }

    @Test func retryLoadMoreLoadsTheFailedPageAgain() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))
            sut.loadMore()
            await more.waitForLoads(1)
            more.fail(with: TestError("offline"))
            await sut.waitUntilIdle()

            #expect(sut.retryLoadMore())
            #expect(sut.loadMoreError == nil)
            await more.waitForLoads(2)
            more.complete(with: page([1, 2, 3], more: nil), at: 1)
            await sut.waitUntilIdle()

            #expect(sut.items == [1, 2, 3])
            #expect(sut.loadMoreErrorMessage == nil)
            #expect(!sut.canRetryLoadMore)
        }
    }

    @Test func retryLoadMoreDoesNothingUnlessALoadMoreFailed() async {
        await withLeakTracking { tracker in
            let (sut, more, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))

            #expect(!sut.retryLoadMore())
            #expect(more.loadCallCount == 0)
        }
    }

    @Test func refreshCancelsTheLoadMoreInFlightAndReplacesTheItems() async {
        await withLeakTracking { tracker in
            let (sut, more, observer) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))
            sut.loadMore()
            await more.waitForLoads(1)

            sut.didStartLoading()
            #expect(!sut.isLoadingMore)
            more.complete(with: page([1, 2, 3], more: nil))
            await sut.waitUntilIdle()

            #expect(sut.items == [1, 2])
            #expect(sut.isLoading)
            #expect(observer.messages == [.didStartLoading, .didCancelLoading])
            sut.didFinishLoading(with: page([9], more: nil))

            #expect(sut.items == [9])
            #expect(!sut.hasMorePages)
        }
    }

    @Test func aLoadMoreThatFinishesAfterAFailedRefreshNeverArrives() async {
        await withLeakTracking { tracker in
            let (sut, more, observer) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))
            sut.loadMore()
            await more.waitForLoads(1)

            sut.didStartLoading()
            sut.didFinishLoading(with: TestError("offline"))
            more.complete(with: page([1, 2, 3], more: nil))
            await sut.waitUntilIdle()

            #expect(sut.items == [1, 2])
            #expect(sut.hasMorePages)
            #expect(!sut.isLoadingMore)
            #expect(sut.errorMessage == "failed: offline")
            #expect(observer.messages == [.didStartLoading, .didCancelLoading])
        }
    }

    @Test func aLoadMoreThatFinishesAfterARefreshNeverReplacesTheRefreshedList() async {
        await withLeakTracking { tracker in
            let (sut, more, observer) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1, 2], more: more))
            sut.loadMore()
            await more.waitForLoads(1)

            sut.didStartLoading()
            sut.didFinishLoading(with: page([9], more: more))
            more.complete(with: page([1, 2, 3], more: nil))
            await sut.waitUntilIdle()

            #expect(sut.items == [9])
            #expect(sut.hasMorePages)
            #expect(observer.messages == [.didStartLoading, .didCancelLoading])
        }
    }

    @Test func failedFirstPageShowsItsErrorAndKeepsTheItemsShownBefore() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1], more: nil))

            sut.didStartLoading()
            sut.didFinishLoading(with: TestError("offline"))

            #expect(sut.errorMessage == "failed: offline")
            #expect(sut.items == [1])
            #expect(!sut.isLoading)
        }
    }

    @Test func loadMoreDelegatesReceiveEveryLoadMoreEventAfterTheList() async {
        await withLeakTracking { tracker in
            let (sut, more, observer) = makeSUT(tracker)
            sut.didFinishLoading(with: page([1], more: more))

            sut.loadMore()
            await more.waitForLoads(1)
            more.fail(with: TestError("offline"))
            await sut.waitUntilIdle()
            sut.retryLoadMore()
            await more.waitForLoads(2)
            more.complete(with: page([1, 2], more: nil), at: 1)
            await sut.waitUntilIdle()

            #expect(
                observer.messages == [
                    .didStartLoading, .didFinishLoadingWithError("offline"),
                    .didStartLoading, .didFinishLoadingWithItem([1, 2]),
                ])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: PaginatedListViewModel<Int>, more: LoaderSpy<Paginated<Int>>, observer: LoadResourceDelegateSpy<[Int]>
    ) {
        let more = LoaderSpy<Paginated<Int>>()
        let observer = LoadResourceDelegateSpy<[Int]>()
        let sut = PaginatedListViewModel<Int>(
            errorMessage: { "failed: \($0)" }, loadMoreDelegates: [ItemsOnly(observer)])
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(more, sourceLocation: sourceLocation)
        tracker.track(observer, sourceLocation: sourceLocation)
        return (sut, more, observer)
    }

    private func page(_ items: [Int], more: LoaderSpy<Paginated<Int>>?) -> Paginated<Int> {
        guard let more else { return Paginated(items: items) }
        return Paginated(items: items) { try await more.load() }
    }
}

/// Lets a spy of `[Int]` observe `Paginated<Int>` events by their items (`Paginated` is not `Equatable`).
@MainActor
private struct ItemsOnly: LoadResourceDelegate {
    typealias Item = Paginated<Int>

    let spy: LoadResourceDelegateSpy<[Int]>

    init(_ spy: LoadResourceDelegateSpy<[Int]>) {
        self.spy = spy
    }

    func didStartLoading() { spy.didStartLoading() }
    func didFinishLoading(with item: Paginated<Int>) { spy.didFinishLoading(with: item.items) }
    func didFinishLoading(with error: any Error) { spy.didFinishLoading(with: error) }
    func didCancelLoading() { spy.didCancelLoading() }
}
