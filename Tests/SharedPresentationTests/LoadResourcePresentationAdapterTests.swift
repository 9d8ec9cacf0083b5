import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("LoadResourcePresentationAdapter", .hangGuard)
struct LoadResourcePresentationAdapterTests {
    private typealias SUT = LoadResourcePresentationAdapter<String>

    @Test func loadTellsTheDelegateAtOnceThatLoadingStarted() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)

            #expect(sut.isLoading)
            #expect(delegate.messages == [.didStartLoading])
            await loader.waitForLoads(1)
            loader.complete(with: "item")
            await sut.waitUntilIdle()
        }
    }

    @Test func loadDeliversTheLoadedItem() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            loader.complete(with: "item")
            await sut.waitUntilIdle()

            #expect(!sut.isLoading)
            #expect(delegate.messages == [.didStartLoading, .didFinishLoadingWithItem("item")])
        }
    }

    @Test func loadDeliversTheLoaderError() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            loader.fail(with: TestError("offline"))
            await sut.waitUntilIdle()

            #expect(!sut.isLoading)
            #expect(sut.canRetry)
            #expect(delegate.messages == [.didStartLoading, .didFinishLoadingWithError("offline")])
        }
    }

    @Test func loadStartsAgainOnceThePreviousLoadFinished() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            loader.complete(with: "first")
            await sut.waitUntilIdle()
            sut.load(loader.load)
            await loader.waitForLoads(2)
            loader.complete(with: "second", at: 1)
            await sut.waitUntilIdle()

            #expect(
                delegate.messages == [
                    .didStartLoading, .didFinishLoadingWithItem("first"),
                    .didStartLoading, .didFinishLoadingWithItem("second"),
                ])
        }
    }

    @Test func cancelStopsDeliveryEvenWhenTheLoaderFinishesLater() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            sut.cancel()
            #expect(!sut.isLoading)
            loader.complete(with: "late item")
            await sut.waitUntilIdle()

            #expect(delegate.messages == [.didStartLoading, .didCancelLoading])
        }
    }

    @Test func cancelDoesNothingWhenNothingIsLoading() async {
        await withLeakTracking { tracker in
            let (sut, _, delegate) = makeSUT(tracker)

            sut.cancel()

            #expect(delegate.messages.isEmpty)
        }
    }

    @Test(arguments: [[0, 1], [1, 0]])
    func aLoadSupersedesTheLoadInFlight(completionOrder: [Int]) async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            sut.load(loader.load)
            await loader.waitForLoads(2)
            for index in completionOrder {
                loader.complete(with: index == 0 ? "older" : "newer", at: index)
            }
            await sut.waitUntilIdle()

            #expect(
                delegate.messages == [
                    .didStartLoading, .didCancelLoading, .didStartLoading, .didFinishLoadingWithItem("newer"),
                ])
        }
    }

    @Test func retryLoadsAgainAfterAFailure() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            sut.load(loader.load)
            await loader.waitForLoads(1)
            loader.fail(with: TestError("offline"))
            await sut.waitUntilIdle()
            #expect(sut.retry())
            #expect(!sut.canRetry)
            await loader.waitForLoads(2)
            loader.complete(with: "item", at: 1)
            await sut.waitUntilIdle()

            #expect(
                delegate.messages == [
                    .didStartLoading, .didFinishLoadingWithError("offline"),
                    .didStartLoading, .didFinishLoadingWithItem("item"),
                ])
        }
    }

    @Test func retryDoesNothingUnlessTheLastLoadFailed() async {
        await withLeakTracking { tracker in
            let (sut, loader, delegate) = makeSUT(tracker)

            #expect(!sut.retry())
            sut.load(loader.load)
            #expect(!sut.retry())
            await loader.waitForLoads(1)
            loader.complete(with: "item")
            await sut.waitUntilIdle()
            #expect(!sut.retry())

            #expect(delegate.messages == [.didStartLoading, .didFinishLoadingWithItem("item")])
        }
    }

    @Test func waitUntilIdleReturnsAtOnceWhenNothingIsLoading() async {
        await withLeakTracking { tracker in
            let (sut, _, _) = makeSUT(tracker)

            await sut.waitUntilIdle()

            #expect(!sut.isLoading)
        }
    }

    @Test func releasingTheAdapterWhileALoadIsInFlightFreesItAndDeliversNothing() async {
        let leaks = LeakTracker()
        let loader = LoaderSpy<String>()
        let delegate = LoadResourceDelegateSpy<String>()
        do {
            let sut = SUT()
            sut.delegate = delegate
            leaks.track(sut)
            sut.load(loader.load)
            await loader.waitForLoads(1)
        }

        await leaks.verify()
        loader.complete(with: "late item")
        for _ in 0..<100 {
            await Task.yield()
        }

        #expect(delegate.messages == [.didStartLoading])
    }

    @Test func trackersHearEveryEventAfterTheDelegate() async {
        await withLeakTracking { tracker in
            let loader = LoaderSpy<String>()
            let delegate = LoadResourceDelegateSpy<String>()
            let trackerSpy = LoadResourceDelegateSpy<String>()
            let sut = SUT(trackers: [trackerSpy])
            sut.delegate = delegate
            tracker.track(sut)

            sut.load(loader.load)
            #expect(trackerSpy.messages == [.didStartLoading])
            await loader.waitForLoads(1)
            loader.fail(with: TestError("offline"))
            await sut.waitUntilIdle()
            sut.retry()
            await loader.waitForLoads(2)
            sut.cancel()
            loader.complete(with: "late item", at: 1)
            await sut.waitUntilIdle()

            let expected: [LoadResourceDelegateSpy<String>.Message] = [
                .didStartLoading, .didFinishLoadingWithError("offline"), .didStartLoading, .didCancelLoading,
            ]
            #expect(delegate.messages == expected)
            #expect(trackerSpy.messages == expected)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: SUT, loader: LoaderSpy<String>, delegate: LoadResourceDelegateSpy<String>) {
        let loader = LoaderSpy<String>()
        let delegate = LoadResourceDelegateSpy<String>()
        let sut = SUT()
        sut.delegate = delegate
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(loader, sourceLocation: sourceLocation)
        tracker.track(delegate, sourceLocation: sourceLocation)
        return (sut, loader, delegate)
    }
}
