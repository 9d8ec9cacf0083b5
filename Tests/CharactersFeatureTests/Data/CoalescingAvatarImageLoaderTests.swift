import Testing

@testable import CharactersFeature

@MainActor
@Suite("CoalescingAvatarImageLoader", .timeLimit(.minutes(1)))
struct CoalescingAvatarImageLoaderTests {
    @Test func concurrentLoadsOfOneAvatarShareASingleFetch() async throws {
        let (sut, spy) = makeSUT()
        spy.holdsLoads = true

        async let first = sut.loadAvatar(characterID: 1, mode: .preferSaved)
        async let second = sut.loadAvatar(characterID: 1, mode: .preferSaved)
        await eventually("two callers wait on one held load") { sut.waiterCount == 2 && spy.held.count == 1 }
        spy.held.complete(with: .success(Fixtures.avatar(id: 1)))

        #expect(try await first == Fixtures.avatar(id: 1))
        #expect(try await second == Fixtures.avatar(id: 1))
        #expect(spy.messages == [.load(characterID: 1, mode: .preferSaved)])
        #expect(sut.inFlightCount == 0)
    }

    @Test func differentAvatarsLoadSeparately() async throws {
        let (sut, spy) = makeSUT()

        async let first = sut.loadAvatar(characterID: 1, mode: .preferSaved)
        async let second = sut.loadAvatar(characterID: 2, mode: .preferSaved)
        _ = try await (first, second)

        #expect(
            Set(spy.messages) == [.load(characterID: 1, mode: .preferSaved), .load(characterID: 2, mode: .preferSaved)])
    }

    @Test func aLoadAfterTheSharedOneEndedFetchesAgain() async throws {
        let (sut, spy) = makeSUT()

        _ = try await sut.loadAvatar(characterID: 1, mode: .preferSaved)
        _ = try await sut.loadAvatar(characterID: 1, mode: .preferSaved)

        #expect(spy.messages.count == 2)
    }

    @Test func everyWaiterGetsTheSharedFailure() async {
        let (sut, spy) = makeSUT()
        spy.holdsLoads = true

        let first = Task { try await sut.loadAvatar(characterID: 1, mode: .preferSaved) }
        let second = Task { try await sut.loadAvatar(characterID: 1, mode: .preferSaved) }
        await eventually("two callers wait on one held load") { sut.waiterCount == 2 && spy.held.count == 1 }
        spy.held.complete(with: .failure(Fixtures.offline))

        await #expect(throws: Fixtures.offline) { try await first.value }
        await #expect(throws: Fixtures.offline) { try await second.value }
    }

    @Test func aCancelledWaiterLeavesTheSharedLoadToTheOthers() async throws {
        let (sut, spy) = makeSUT()
        spy.holdsLoads = true

        let leaving = Task { try await sut.loadAvatar(characterID: 1, mode: .preferSaved) }
        let staying = Task { try await sut.loadAvatar(characterID: 1, mode: .preferSaved) }
        await eventually("two callers wait on one held load") { sut.waiterCount == 2 && spy.held.count == 1 }
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        spy.held.complete(with: .success(Fixtures.avatar(id: 1)))

        #expect(try await staying.value == Fixtures.avatar(id: 1))
        #expect(spy.messages.count == 1)
    }

    @Test func theSharedLoadIsCancelledWhenItsLastWaiterLeaves() async {
        let (sut, spy) = makeSUT()
        spy.holdsLoads = true

        let only = Task { try await sut.loadAvatar(characterID: 1, mode: .preferSaved) }
        await eventually("one load is held") { spy.held.count == 1 }
        only.cancel()

        await #expect(throws: CancellationError.self) { try await only.value }
        await eventually("the cancelled load is released") { spy.held.count == 0 }
        #expect(sut.inFlightCount == 0)
    }

    private func makeSUT() -> (CoalescingAvatarImageLoader, AvatarImageLoaderSpy) {
        let spy = AvatarImageLoaderSpy()
        return (CoalescingAvatarImageLoader(wrapping: spy), spy)
    }
}
