import FeatureDomain
import SharedPresentation
import TestSupport
import Testing

@MainActor
@Suite("List screen: images", .hangGuard)
struct ListScreenImagesTests {
    @Test func aListLoadsNoImageUnlessAskedFor() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, images: true)

            sut.appear()
            await sut.settle()

            #expect(loads.images.messages.isEmpty)
            #expect(sut.snapshot.sections.first?.rows.first?.detail == "kind 1")
            #expect(sut.snapshot.actionNames.contains("image"))
        }
    }

    @Test func showingImagesLoadsEveryRowsImageAndSaysWhereItsBytesCameFrom() async {
        await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, images: true, showsImages: true)

            sut.appear()
            await sut.settle()

            #expect(loads.images.messages.count == 20)
            let row = sut.snapshot.sections.first?.rows.first
            #expect(row?.detail == "kind 1 · image: loaded 3.1 kB from network")
            #expect(
                row?.values["image"]
                    == .object([
                        "url": .text("file:///avatar/1.jpeg"), "bytes": .integer(3_100), "tier": .text("network"),
                    ]))
        }
    }

    @Test func theImageWordLoadsOneRowsImage() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, images: true)
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.action(name: "image", id: 2))
            await sut.settle()

            #expect(loads.images.messages == [.image(2, .preferSaved)])
            #expect(sut.snapshot.sections.first?.rows[1].detail == "kind 0 · image: loaded 3.1 kB from network")
            #expect(throws: ScreenCommandError.notOnPage(id: 99, route: "item 99")) {
                try sut.perform(.action(name: "image", id: 99))
            }
        }
    }

    @Test func aFailedImageSaysHowToRetryAndFailsItsCommand() async throws {
        try await withLeakTracking { tracker in
            let (sut, loads, _) = makeListSUT(tracker, images: true)
            loads.images.stub { _ in throw LoadFailure.unreachable(host: "api.test:443") }
            sut.appear()
            await sut.settle()

            _ = try sut.perform(.action(name: "image", id: 2))
            await sut.settle()

            let message = LoadFailureText.message(for: .unreachable(host: "api.test:443"))
            #expect(
                sut.snapshot.sections.first?.rows[1].detail
                    == "kind 0 · image: failed: \(message) (retry with 'image 2')")
            #expect(
                sut.failure(of: .action(name: "image", id: 2)) == "The image of item 2 could not be loaded: \(message)")
        }
    }
}
