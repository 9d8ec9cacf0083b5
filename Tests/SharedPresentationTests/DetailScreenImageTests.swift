import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("Detail screen: image", .hangGuard)
struct DetailScreenImageTests {
    @Test func theDetailLoadsItsItemsImageAndSaysWhereItsBytesCameFrom() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)

            sut.appear()
            await sut.settle()

            #expect(loads.images.messages == [.image(2, .preferSaved)])
            #expect(
                sut.snapshot.fields.last == ScreenSnapshot.Field(label: "Image", value: "loaded 3.1 kB from network"))
            #expect(sut.snapshot.values["image"]?.isObject == true)
            #expect(sut.snapshot.actionNames == ["refresh", "open", "open home", "image", "retry (disabled)"])
        }
    }

    @Test func theImageWordAsTheScreenOpensLoadsTheImageOnce() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)

            sut.appear()
            _ = try sut.perform(.action(name: "image", id: 2))
            await sut.settle()

            #expect(loads.images.messages == [.image(2, .preferSaved)])
        }
    }

    @Test func theImageWordOnALoadedImageLoadsItAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)
            sut.appear()
            await sut.settle()
            loads.images.stub { _ in TestLoads.image(2, tier: .memory) }

            _ = try sut.perform(.action(name: "image", id: 2))
            await sut.settle()

            #expect(loads.images.messages.count == 2)
            #expect(sut.snapshot.fields.last?.value == "loaded 3.1 kB from memory")
            #expect(throws: ScreenCommandError.notOnScreen(id: 3)) { try sut.perform(.action(name: "image", id: 3)) }
        }
    }

    @Test func anImageThatARetryCannotLoadOffersNoRetry() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)
            loads.images.stub { _ in throw LoadFailure.notSaved }
            sut.appear()
            await sut.settle()

            #expect(
                sut.snapshot.fields.last?.value == "failed: This isn't saved for offline use yet. Connect to load it.")
        }
    }

    @Test func aFailedImageFailsItsCommandNamingTheItem() async {
        await withLeakTracking { tracker in
            let (sut, loads) = makeDetailSUT(tracker, image: true)
            loads.images.stub { _ in throw LoadFailure.notAnImage(url: "http://host/a.jpeg") }
            sut.appear()
            await sut.settle()

            let message = "The server didn't send an image for http://host/a.jpeg."
            #expect(sut.snapshot.fields.last?.value == "failed: \(message) (retry with 'image 2')")
            guard case .object(let image) = sut.snapshot.values["image"] else {
                Issue.record("the image value is an object")
                return
            }
            #expect(image["error"] == .text(message), "--json carries the failure beside the image's address")
            #expect(
                sut.failure(of: .action(name: "image", id: 2)) == "The image of item 2 could not be loaded: \(message)")
            #expect(sut.failure(of: .refresh) == nil)
        }
    }
}

extension ScreenValue {
    fileprivate var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
