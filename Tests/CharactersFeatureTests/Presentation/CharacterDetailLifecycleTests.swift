import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Character detail image and lifecycle", .timeLimit(.minutes(1)))
struct CharacterDetailLifecycleTests {
    @Test func aFailedImageSaysHowToRetryAndImageLoadsItAgain() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _, avatars) = makeDetailScreen(tracker, id: 1)
            avatars.result = { throw AvatarImageError.simulatedFailure(characterID: $0, attempt: 0) }
            sut.appear()
            await sut.settle()

            #expect(imageField(of: sut) == "failed: Simulated failure (attempt 1). (retry with 'image 1')")
            avatars.result = { Fixtures.avatar(id: $0, origin: .memory) }
            _ = try sut.perform(.action(name: "image", id: 1))
            await sut.settle()

            #expect(imageField(of: sut) == "loaded 3.2 kB from memory")
            #expect(throws: ScreenCommandError.notOnScreen(id: 2)) { try sut.perform(.action(name: "image", id: 2)) }
        }
    }

    @Test func aFailedImageCommandReportsItsFailureUntilAnImageLoads() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, _, avatars) = makeDetailScreen(tracker, id: 1)
            avatars.result = { throw AvatarImageError.simulatedFailure(characterID: $0, attempt: 0) }
            sut.appear()
            await sut.settle()
            _ = try sut.perform(.action(name: "image", id: 1))
            await sut.settle()

            #expect(
                sut.failure(of: .action(name: "image", id: 1))
                    == "The image of character 1 could not be loaded: Simulated failure (attempt 1).")
            #expect(sut.snapshot.status == .loaded, "the character itself is still shown")
            #expect(sut.failure(of: .refresh) == nil)
            #expect(sut.failure(of: .action(name: "image", id: 2)) == nil)

            avatars.result = { Fixtures.avatar(id: $0, origin: .memory) }
            _ = try sut.perform(.action(name: "image", id: 1))
            await sut.settle()

            #expect(sut.failure(of: .action(name: "image", id: 1)) == nil)
        }
    }

    @Test func theImageFieldSaysLoadingWhileTheImageLoads() async {
        await withLeakTracking { tracker in
            let (sut, _, _, avatars) = makeDetailScreen(tracker, id: 1)
            avatars.holdsLoads = true
            sut.appear()
            await eventually("one avatar load is held") { avatars.held.count == 1 }

            #expect(imageField(of: sut) == "loading")
            #expect(sut.snapshot.actions[4] == ScreenSnapshot.Action(name: "image", isEnabled: false))
            avatars.held.complete(with: .success(Fixtures.avatar(id: 1)))
            await sut.settle()
        }
    }

    @Test func staleDataShowsTheOfflineNotice() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, _) = makeDetailScreen(tracker, id: 1)
            repository.characterResult = { Fixtures.loaded(Fixtures.character(id: $0), isStale: true) }

            sut.appear()
            await sut.settle()

            #expect(sut.snapshot.notices == ["Offline: showing saved data from 2023-11-14 22:13 UTC"])
        }
    }

    @Test func appearingAgainOnceLoadedSendsNoRequest() async {
        await withLeakTracking { tracker in
            let (sut, repository, episodes, avatars) = makeDetailScreen(tracker, id: 1)
            sut.appear()
            await sut.settle()

            sut.appear()
            await sut.settle()

            #expect(repository.messages.count == 1)
            #expect(episodes.messages.count == 1)
            #expect(avatars.messages.count == 1)
        }
    }

    @Test func disappearCancelsTheImageLoadAndAppearingAgainResumesIt() async {
        await withLeakTracking { tracker in
            let (sut, repository, _, avatars) = makeDetailScreen(tracker, id: 1)
            avatars.holdsLoads = true
            sut.appear()
            await eventually("one avatar load is held") { avatars.held.count == 1 }

            sut.disappear()
            await eventually("no avatar load is held") { avatars.held.count == 0 }
            sut.appear()
            await eventually("one avatar load is held") { avatars.held.count == 1 }
            avatars.held.complete(with: .success(Fixtures.avatar(id: 1)))
            await sut.settle()

            #expect(repository.messages.count == 1)
            #expect(avatars.messages.count == 2)
            #expect(imageField(of: sut) == "loaded 3.2 kB from network")
        }
    }
}
